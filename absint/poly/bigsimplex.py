"""The arbitrary-precision tier: the native tableau's algorithm over Python ints.

Same representation and rules as simd/src/simplex.c (see simd/include/absint_simplex.h): row i reads
d_i * u_row(i) = c_i + sum_j a_ij * u_col(j) with d_i > 0; unknowns 0..n-1 are the variables
(unrestricted), each constraint adds one restricted unknown; Bland's rule for entering column and
leaving row. It is used when a value leaves int64, when a system has more variables than the native
columns hold, and as the "big" kernel in tests. Branch and bound copies the tableau per node (rare
tier, simplicity over speed).
"""
from __future__ import annotations

import math
from fractions import Fraction


class BigTableau:
    __slots__ = ("n", "rows", "rowunk", "colunk", "in_row", "pos", "restricted", "empty", "nodes")

    def __init__(self, nvars: int):
        self.n = nvars
        self.rows: list[list[int]] = []       # [d, c, a_0 .. a_{n-1}]
        self.rowunk: list[int] = []
        self.colunk = list(range(nvars))
        self.in_row = [False] * nvars
        self.pos = list(range(nvars))
        self.restricted = [False] * nvars
        self.empty = False
        self.nodes = 0

    def copy(self) -> "BigTableau":
        t = BigTableau.__new__(BigTableau)
        t.n = self.n
        t.rows = [r[:] for r in self.rows]
        t.rowunk = self.rowunk[:]
        t.colunk = self.colunk[:]
        t.in_row = self.in_row[:]
        t.pos = self.pos[:]
        t.restricted = self.restricted[:]
        t.empty = self.empty
        t.nodes = self.nodes
        return t

    # -- building rows -------------------------------------------------------------------------
    @staticmethod
    def _normalize(row: list[int]) -> list[int]:
        g = math.gcd(*row)
        return [v // g for v in row] if g > 1 else row

    def _build(self, coeffs, const) -> list[int]:
        n = self.n
        row = [1, const] + [0] * n
        for k, a in enumerate(coeffs):
            if a and not self.in_row[k]:
                row[2 + self.pos[k]] = a
        for k, a in enumerate(coeffs):
            if a and self.in_row[k]:
                R = self.rows[self.pos[k]]
                g = math.gcd(row[0], R[0])
                m1, m2 = R[0] // g, a * (row[0] // g)
                row = [row[0] * m1] + [row[j] * m1 + m2 * R[j] for j in range(1, n + 2)]
                row = self._normalize(row)
        return row

    def _push(self, coeffs, const, restricted: bool) -> int:
        u = len(self.in_row)
        self.rows.append(self._build(coeffs, const))
        self.rowunk.append(u)
        self.in_row.append(True)
        self.pos.append(len(self.rows) - 1)
        self.restricted.append(restricted)
        return u

    # -- pivoting ------------------------------------------------------------------------------
    def _pivot(self, r: int, c: int) -> None:
        pc = c + 2
        e = self.rows[r]
        arc, dr = e[pc], e[0]
        s = 1 if arc > 0 else -1
        q = [s * arc] + [s * dr if j == pc else -s * e[j] for j in range(1, self.n + 2)]
        q = self._normalize(q)
        D = q[0]
        for i, R in enumerate(self.rows):
            if i == r or R[pc] == 0:
                continue
            a = R[pc]
            new = [D * R[0]] + [a * q[j] if j == pc else D * R[j] + a * q[j] for j in range(1, self.n + 2)]
            self.rows[i] = self._normalize(new)
        self.rows[r] = q
        ur, uc = self.rowunk[r], self.colunk[c]
        self.rowunk[r], self.in_row[uc], self.pos[uc] = uc, True, r
        self.colunk[c], self.in_row[ur], self.pos[ur] = ur, False, c

    def _find_pivot_row(self, skip: int, direction: int, c: int) -> int:
        pc = c + 2
        best, bc, ba = -1, 0, 1
        for i, R in enumerate(self.rows):
            a = R[pc]
            if i == skip or a == 0 or not self.restricted[self.rowunk[i]]:
                continue
            if (a > 0) == (direction > 0):
                continue
            ci, aa = R[1], abs(a)
            if best >= 0:
                lhs, rhs = ci * ba, bc * aa
                if lhs > rhs or (lhs == rhs and self.rowunk[i] > self.rowunk[best]):
                    continue
            best, bc, ba = i, ci, aa
        return best

    def _find_pivot(self, r: int, direction: int):
        R = self.rows[r]
        best, bestdir = -1, 0
        for c in range(self.n):
            a = R[c + 2]
            if a == 0:
                continue
            need = 1 if (a > 0) == (direction > 0) else -1
            u = self.colunk[c]
            if need < 0 and self.restricted[u]:
                continue
            if best < 0 or u < self.colunk[best]:
                best, bestdir = c, need
        if best < 0:
            return None
        row = self._find_pivot_row(r, bestdir, best)
        return (r if row < 0 else row), best

    def _restore(self, u: int) -> bool:
        while self.in_row[u] and self.rows[self.pos[u]][1] < 0:
            p = self._find_pivot(self.pos[u], 1)
            if p is None:
                return False
            self._pivot(*p)
        return True

    # -- questions -----------------------------------------------------------------------------
    def add_ineq(self, coeffs, const) -> None:
        """sum(coeffs * x) + const >= 0."""
        u = self._push(coeffs, const, True)
        if not self.empty and not self._restore(u):
            self.empty = True

    def add_eq(self, coeffs, const) -> None:
        self.add_ineq(coeffs, const)
        self.add_ineq([-a for a in coeffs], -const)

    def minimize(self, coeffs, const) -> Fraction | None:
        if self.empty:
            raise ValueError("minimize over an empty system")
        t = self.copy()
        u = t._push(coeffs, const, False)
        while True:
            p = t._find_pivot(t.pos[u], -1)
            if p is None:
                R = t.rows[t.pos[u]]
                return Fraction(R[1], R[0])
            if p[0] == t.pos[u]:
                return None
            t._pivot(*p)

    def sample_rational(self) -> list[Fraction]:
        return [Fraction(self.rows[self.pos[k]][1], self.rows[self.pos[k]][0]) if self.in_row[k]
                else Fraction(0) for k in range(self.n)]

    def integer_point(self, budget: list[int], depth: int = 0):
        """Branch and bound like the native one: ("empty" | "found" | "undecided", point)."""
        if self.empty:
            return "empty", None
        for k in range(self.n):
            if self.in_row[k]:
                d, c = self.rows[self.pos[k]][0], self.rows[self.pos[k]][1]
                if c % d:
                    break
        else:
            return "found", [self.rows[self.pos[k]][1] // self.rows[self.pos[k]][0] if self.in_row[k]
                             else 0 for k in range(self.n)]
        if budget[0] <= 0 or depth > 400:
            return "undecided", None
        budget[0] -= 1
        self.nodes += 1
        fl = c // d  # floor
        coeffs = [0] * self.n
        low = self.copy()
        coeffs[k] = -1
        low.add_ineq(coeffs, fl)
        res = low.integer_point(budget, depth + 1)
        self.nodes = low.nodes
        if res[0] != "empty":
            return res
        high = self.copy()
        coeffs[k] = 1
        high.add_ineq(coeffs, -fl - 1)
        res = high.integer_point(budget, depth + 1)
        self.nodes = high.nodes
        return res
