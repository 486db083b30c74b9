"""Linear forms over variable names with integer coefficients (the domain's expression language)."""
from __future__ import annotations

from typing import Mapping, Union


class Linear:
    """An immutable linear form sum(coeffs[v] * v) + const over variable names.

    Invariant: `coeffs` holds only nonzero int coefficients; `const` is an int. Equal forms compare
    and hash equal, so forms can be dict keys.
    """

    __slots__ = ("_coeffs", "_const", "_key")

    def __init__(self, coeffs: Mapping[str, int] | None = None, const: int = 0):
        items = {}
        if coeffs:
            for name, k in coeffs.items():
                if type(name) is not str:
                    raise TypeError(f"Linear: variable names are str, got {name!r}")
                if type(k) is not int:
                    k = _as_int(k, "coefficient")
                if k:
                    items[name] = k
        self._coeffs = items
        self._const = const if type(const) is int else _as_int(const, "constant")
        self._key = None   # (frozenset of terms, const), made when first hashed or compared

    @staticmethod
    def var(name: str) -> "Linear":
        return Linear({name: 1})

    @staticmethod
    def const_(value: int) -> "Linear":
        return Linear({}, value)

    @staticmethod
    def of(e: "Linear | int | str") -> "Linear":
        """Coerce an int (constant), a str (variable) or a Linear into a Linear."""
        if isinstance(e, Linear):
            return e
        if isinstance(e, str):
            return Linear.var(e)
        if isinstance(e, int) and not isinstance(e, bool):
            return Linear({}, e)
        raise TypeError(f"expected int, str or Linear, got {type(e).__name__}: {e!r}")

    @property
    def coeffs(self) -> Mapping[str, int]:
        return dict(self._coeffs)

    def terms(self):
        """The (name, coefficient) pairs: a read-only view, no copy (unlike `coeffs`)."""
        return self._coeffs.items()

    @property
    def vars(self) -> tuple[str, ...]:
        return tuple(sorted(self._coeffs))

    def coeff(self, name: str) -> int:
        return self._coeffs.get(name, 0)

    def is_const(self) -> bool:
        return not self._coeffs

    def substitute(self, mapping: Mapping[str, str]) -> "Linear":
        """Rename variables (several may map to one name; their coefficients add up)."""
        out: dict[str, int] = {}
        for name, k in self._coeffs.items():
            new = mapping.get(name, name)
            out[new] = out.get(new, 0) + k
        return Linear(out, self._const)

    def evaluate(self, valuation: Mapping[str, int]) -> int:
        return self._const + sum(k * valuation[name] for name, k in self._coeffs.items())

    # arithmetic -----------------------------------------------------------------------------
    def __add__(self, other):
        if isinstance(other, (Linear, int)) and not isinstance(other, bool):
            o = Linear.of(other)
            out = dict(self._coeffs)
            for name, k in o._coeffs.items():
                out[name] = out.get(name, 0) + k
            return Linear(out, self._const + o._const)
        return NotImplemented

    __radd__ = __add__

    def __neg__(self):
        return Linear({n: -k for n, k in self._coeffs.items()}, -self._const)

    def __sub__(self, other):
        if isinstance(other, (Linear, int)) and not isinstance(other, bool):
            return self + (-Linear.of(other))
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, int) and not isinstance(other, bool):
            return Linear.of(other) - self
        return NotImplemented

    def __mul__(self, k):
        if isinstance(k, int) and not isinstance(k, bool):
            return Linear({n: c * k for n, c in self._coeffs.items()}, self._const * k)
        return NotImplemented

    __rmul__ = __mul__

    def _identity(self):
        if self._key is None:
            self._key = (frozenset(self._coeffs.items()), self._const)
        return self._key

    def __eq__(self, other):
        return isinstance(other, Linear) and self._identity() == other._identity()

    def __hash__(self):
        return hash(self._identity())

    def __repr__(self):
        return f"Linear({dict(sorted(self._coeffs.items()))!r}, {self._const})"

    def __str__(self):
        parts = []
        for name in sorted(self._coeffs):
            k = self._coeffs[name]
            sign = "-" if k < 0 else "+"
            mag = "" if abs(k) == 1 else f"{abs(k)}*"
            parts.append(f"{sign} {mag}{name}")
        if self._const or not parts:
            parts.append(f"{'-' if self._const < 0 else '+'} {abs(self._const)}")
        text = " ".join(parts)
        return text[2:] if text.startswith("+ ") else "-" + text[2:]


# `Linear.const(c)` is part of the documented API, but `const` is also the read-only property of an
# instance; a descriptor serves both: on the class it builds a constant form, on an instance it
# returns the constant term.
class _ConstAccessor:
    def __get__(self, obj, cls=None):
        if obj is None:
            return Linear.const_
        return obj._const


Linear.const = _ConstAccessor()

LinearLike = Union[Linear, int, str]


def _as_int(k, what: str) -> int:
    if isinstance(k, bool) or not isinstance(k, int):
        try:
            import numpy as np
            if isinstance(k, np.integer):
                return int(k)
        except ImportError:  # pragma: no cover
            pass
        raise TypeError(f"Linear: {what} must be an int, got {type(k).__name__}: {k!r}")
    return k
