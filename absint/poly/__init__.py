"""Integer sets as constraint systems and the simplex front (see absint.poly.system)."""
from absint.poly.system import EmptySystemError, Snapshot, System, UndecidedError, is_empty_many

__all__ = ["System", "Snapshot", "EmptySystemError", "UndecidedError", "is_empty_many"]
