"""Integer sets as constraint systems and the simplex front (see absint.poly.system)."""
from absint.poly.set import Set
from absint.poly.system import EmptySystemError, Snapshot, System, UndecidedError, is_empty_many

__all__ = ["System", "Set", "Snapshot", "EmptySystemError", "UndecidedError", "is_empty_many"]
