"""Lowering pycparser ASTs to the IR (absint.ir.nodes).

One ProgramLowerer takes every translation unit of an invocation; one FunctionLowerer lowers each
function body into a CFG of three-address statements. Expressions are evaluated to either an LValue
(an object: a Var, or memory at an address) or a Value (an operand and its C type); reading an LValue
emits the Load with the CheckSites of the access.

The parts, by what they lower:
- program.py: the Program being assembled (blocks, globals, sites, diagnostics);
- declarations.py: types and declarations (UnitLowerer: scopes, declarators, constant
  expressions, file-scope objects and functions);
- function.py: one function (FunctionLowerer), made of
  - statements.py: statements, control flow and conditions,
  - expressions.py: expressions, conversions and memory accesses,
  - calls.py: calls and builtins,
  - initializers.py: initializers of locals and static storage;
- common.py: what they share (Sym, LValue, Value, conversions, AST helpers).
"""
from absint.frontend.lower.common import (ERRNO_VAR, EXTERN_REASON, NORETURN, LValue, Sym, Value,
                                          address_taken, source_text, walk)
from absint.frontend.lower.declarations import UnitLowerer
from absint.frontend.lower.function import FunctionLowerer
from absint.frontend.lower.program import ProgramLowerer

__all__ = ["ERRNO_VAR", "EXTERN_REASON", "NORETURN", "FunctionLowerer", "LValue", "ProgramLowerer",
           "Sym", "UnitLowerer", "Value", "address_taken", "source_text", "walk"]
