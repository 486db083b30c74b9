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

    def integer_point(self, budget: list[int], depth: int = 0, nbranch: int | None = None):
        """Branch and bound like the native one: ("empty" | "found" | "undecided", point).
        nbranch: branch only on variables 0 .. nbranch-1; the others are rounded up at a leaf
        (see integer_point_complete, which makes that rounding exact)."""
        if self.empty:
            return "empty", None
        nb = self.n if nbranch is None else nbranch
        for k in range(nb):
            if self.in_row[k]:
                d, c = self.rows[self.pos[k]][0], self.rows[self.pos[k]][1]
                if c % d:
                    break
        else:
            return "found", [-((-self.rows[self.pos[k]][1]) // self.rows[self.pos[k]][0]) if self.in_row[k]
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
        res = low.integer_point(budget, depth + 1, nbranch)
        self.nodes = low.nodes
        if res[0] != "empty":
            return res
        high = self.copy()
        coeffs[k] = 1
        high.add_ineq(coeffs, -fl - 1)
        res = high.integer_point(budget, depth + 1, nbranch)
        self.nodes = high.nodes
        return res


# ------------------------------------------------------------------ unbounded systems, completely
#
# Branch and bound need not end on an unbounded set. What makes integer emptiness decidable there
# (the recession-cone argument of Lenstra-style algorithms, used by isl and MLIR's Presburger library):
# let C = {y : A y >= 0} be the recession cone of P = {x : A x + b >= 0} and M the rows of A that are
# implicit equalities of C (a_i.y = 0 on all of C). Then
#   (1) every a_i.x with i in M is bounded on P (its maximum over C is 0), so after a unimodular change
#       of variables x = U z with M U = [H 0] (H of full column rank r) the first r coordinates z_B
#       are bounded on P;
#   (2) lin(C) = {y : M y = 0} is the z_U subspace, and C holds a point d there with a_j.d > 0 for
#       every other row j: for a fixed z_B the slice of P has a full-dimensional recession cone.
# Shrinking each row j by the most that rounding z_U up can cost it (the sum of its negative z_U
# coefficients) keeps every slice that is non-empty non-empty (move along d), and any rational point
# of a shrunk slice rounds up to an integer point of P. So: P has an integer point iff branch and bound
# on z_B alone (a bounded search: it ends) over the shrunk system finds a node with z_B integral.

def implicit_equalities(n: int, rows) -> list[bool]:
    """For rows (coeffs, const) meaning coeffs.x + const >= 0: which coeffs.y >= 0 are implicit
    equalities of the cone {y : coeffs_i.y >= 0 for all i} (each row tested once with coeffs.y >= 1,
    rows positive at an earlier test's point skipped)."""
    cone = BigTableau(n)
    for a, _ in rows:
        cone.add_ineq(a, 0)
    pos = [False] * len(rows)
    out = [False] * len(rows)
    for i, (a, _) in enumerate(rows):
        if pos[i]:
            continue
        if not any(a):
            out[i] = True
            continue
        t = cone.copy()
        t.add_ineq(a, -1)
        if t.empty:
            out[i] = True
            continue
        y = t.sample_rational()
        for j, (b, _) in enumerate(rows):
            if not pos[j] and sum(u * v for u, v in zip(b, y) if u) > 0:
                pos[j] = True
    return out


def unimodular_split(n: int, M) -> tuple[list[list[int]], int]:
    """(U, r): U unimodular (n x n, rows of ints) with every row of M U zero beyond column r, where
    r = rank(M). Column operations only (swap, add an integer multiple), as in a Hermite form."""
    U = [[1 if i == j else 0 for j in range(n)] for i in range(n)]
    M = [list(r) for r in M]

    def colop(k, p, q):  # column k -= q * column p
        for R in M:
            R[k] -= q * R[p]
        for R in U:
            R[k] -= q * R[p]

    def swap(k, p):
        for R in M:
            R[k], R[p] = R[p], R[k]
        for R in U:
            R[k], R[p] = R[p], R[k]

    p = 0
    for row in M:
        if p == n:
            break
        if not any(row[p:]):
            continue
        while True:
            k = min((k for k in range(p, n) if row[k]), key=lambda k: abs(row[k]))
            if k != p:
                swap(k, p)
            done = True
            for k in range(p + 1, n):
                if row[k]:
                    colop(k, p, row[k] // row[p])
                    done = done and row[k] == 0
            if done:
                break
        p += 1
    return U, p


PLAIN_NODES = 64


def integer_point_complete(n: int, cons, budget: list[int]):
    """Integer point of {x : cons} (cons: (is_eq, coeffs, const), Python ints) that ends on bounded
    and unbounded systems alike: ("empty" | "found" | "undecided", point). "undecided" only when the
    node budget (a guard) runs out."""
    rows = []
    for is_eq, coeffs, const in cons:
        g = math.gcd(*coeffs) if coeffs else 0
        if g == 0:
            if (const != 0) if is_eq else (const < 0):
                return "empty", None
            continue
        if is_eq and const % g:
            return "empty", None
        a, c = [v // g for v in coeffs], const // g
        rows.append((a, c))
        if is_eq:
            rows.append(([-v for v in a], -c))
    t = BigTableau(n)
    for a, c in rows:
        t.add_ineq(a, c)
    if t.empty:
        return "empty", None
    # plain branch and bound decides most systems at once; the budget guards each search
    kind, point = t.copy().integer_point([min(budget[0], PLAIN_NODES)])
    if kind != "undecided":
        return kind, point
    implicit = implicit_equalities(n, rows)
    U, r = unimodular_split(n, [a for (a, _), e in zip(rows, implicit) if e])
    if r == n:  # bounded
        return t.integer_point(budget)
    t = BigTableau(n)
    for (a, c), e in zip(rows, implicit):
        az = [sum(a[i] * U[i][k] for i in range(n)) for k in range(n)]
        if not e:
            c -= sum(-v for v in az[r:] if v < 0)
        t.add_ineq(az, c)
    kind, z = t.integer_point(budget, nbranch=r)
    if kind != "found":
        return kind, None
    x = [sum(U[i][k] * z[k] for k in range(n)) for i in range(n)]
    assert all(sum(u * v for u, v in zip(a, x)) + c >= 0 for a, c in rows), "rounding lost a row"
    return "found", x
