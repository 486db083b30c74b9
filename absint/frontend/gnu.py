"""GNU C statement expressions `({ stmts; expr; })`, which pycparser does not parse.

glibc's assert expands to one (`__extension__ ({ if (e) ; else __assert_fail(...); })`), so it is in
most SV-COMP .i files. make_parser() returns a pycparser parser that accepts them when the installed
pycparser has the recursive-descent internals this relies on (3.x); otherwise the plain parser.
"""
from __future__ import annotations

from pycparser import c_ast, c_parser


class StmtExpr(c_ast.Node):
    """({ ... }): the value is that of the last expression statement of `body` (void otherwise)."""
    __slots__ = ("body", "coord", "__weakref__")
    attr_names = ()

    def __init__(self, body, coord=None):
        self.body = body
        self.coord = coord

    def children(self):
        return (("body", self.body),)

    def __iter__(self):
        yield self.body


_NEEDED = ("_parse_primary_expression", "_peek_type", "_advance", "_expect",
           "_parse_compound_statement", "_tok_coord")


def make_parser() -> c_parser.CParser:
    if not all(hasattr(c_parser.CParser, name) for name in _NEEDED):
        return _with_typeof(c_parser.CParser())
    return _with_typeof(_GnuParser())


def _with_typeof(parser: c_parser.CParser) -> c_parser.CParser:
    """GNU `typeof` (the prelude maps __typeof__ and __typeof to it) is a keyword of pycparser's
    "c23" dialect only; its "legacy" dialect (the rest of which we want) gets just that keyword.
    Old pycparsers without typeof support keep it an identifier (a parse error at its use)."""
    keywords = getattr(parser.clex, "_keyword_map", None)
    if isinstance(keywords, dict) and hasattr(c_ast, "TypeOf"):
        keywords["typeof"] = "TYPEOF"
    return parser


def _declared_name(decl):
    """The identifier a declarator declares (None for an abstract one)."""
    while decl is not None and not isinstance(decl, c_ast.TypeDecl):
        decl = getattr(decl, "type", None)
    return getattr(decl, "declname", None)


_IMPURE = (c_ast.FuncCall, c_ast.Assignment, c_ast.CompoundLiteral, StmtExpr)


def _pure(node) -> bool:
    """No side effect and no object made: evaluating `node` twice is evaluating it once."""
    if isinstance(node, _IMPURE):
        return False
    if isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--"):
        return False
    return all(_pure(child) for _, child in node.children())


class _GnuParser(c_parser.CParser):
    _elvis_count = 0

    def _parse_attribute_specifier_sequence(self):
        """C23 `[[attr, ns::attr(args)]]` (gcc takes them in every mode; code picks them when
        `__has_c_attribute` says so): parsed and dropped, as `__attribute__` is. None of the
        standard ones (fallthrough, maybe_unused, nodiscard, deprecated, noreturn, reproducible,
        unsequenced) changes what a program computes."""
        dialect = getattr(self, "_dialect", None)
        try:
            self._dialect = "c23"
            return super()._parse_attribute_specifier_sequence()
        finally:
            self._dialect = dialect

    def _attribute_statement(self, stmt, attributes):
        return stmt   # `[[fallthrough]];`, `[[gnu::unused]] int z;`: the statement alone

    def _is_type_in_scope(self, name):
        # GNU `__auto_type x = e;`: parsed as a typedef name, then made typeof(e) (below)
        if name == "__auto_type" and not any(name in scope for scope in self._scope_stack):
            return True
        return super()._is_type_in_scope(name)

    def _parse_unary_expression(self):
        """GNU `__alignof__(expression)` (as sizeof takes one): the alignment of its type."""
        if self._peek_type() == "_ALIGNOF":
            tok = self._advance()
            result = self._try_parse_paren_type_name()
            if result is not None:
                typ, mark, _, _ = result
                if self._peek_type() != "LBRACE":
                    return c_ast.UnaryOp(tok.value, typ, self._tok_coord(tok))
                self._reset(mark)
            expr = self._parse_unary_expression()
            return c_ast.UnaryOp(tok.value, expr, self._tok_coord(tok))
        return super()._parse_unary_expression()

    def _build_declarations(self, spec, decls, typedef_namespace=False):
        out = super()._build_declarations(spec, decls, typedef_namespace)
        for d in out:
            t = d.type if isinstance(d, c_ast.Decl) else None
            if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType) \
                    and t.type.names == ["__auto_type"]:
                if d.init is None or isinstance(d.init, c_ast.InitList) \
                        or not hasattr(c_ast, "TypeOf"):
                    self._parse_error("__auto_type needs an expression initializer", d.coord)
                # the declared type is the initializer's (an array or a function initializer,
                # which gcc decays, is then an invalid initializer: an error, never a guess)
                t.type = c_ast.TypeOf("typeof", d.init, d.coord)
        return out

    def _parse_conditional_expression(self):
        """GNU `a ?: b`: the value of a if it is non-zero, else b; a is evaluated once. Made
        `a ? a : b` when evaluating a has no effect, else `({ typeof(a) t = a; t ? t : b; })`."""
        expr = self._parse_binary_expression()
        if self._accept("CONDOP"):
            if self._peek_type() == "COLON":
                self._advance()
                iffalse = self._parse_conditional_expression()
                return self._elvis(expr, iffalse)
            iftrue = self._parse_expression()
            self._expect("COLON")
            iffalse = self._parse_conditional_expression()
            return c_ast.TernaryOp(expr, iftrue, iffalse, expr.coord)
        return expr

    def _elvis(self, cond, iffalse):
        coord = cond.coord
        if _pure(cond):
            return c_ast.TernaryOp(cond, cond, iffalse, coord)
        if not hasattr(c_ast, "TypeOf"):
            self._parse_error("`a ?: b` with an effect in a needs typeof (pycparser 3)", coord)
        _GnuParser._elvis_count += 1
        name = f"__absint_elvis{_GnuParser._elvis_count}"
        decl = c_ast.Decl(name, [], [], [], [],
                          c_ast.TypeDecl(name, [], None, c_ast.TypeOf("typeof", cond, coord), coord),
                          cond, None, coord)
        t = c_ast.ID(name, coord)
        body = c_ast.Compound([decl, c_ast.TernaryOp(t, t, iffalse, coord)], coord)
        return StmtExpr(body, coord)

    def _parse_init_declarator(self, id_only=False):
        """C11 6.2.1p7: a declared identifier's scope begins just after its declarator, so in
        `rax *rax = malloc(sizeof(*rax));` the initializer's `rax` is the new variable, not the
        typedef it hides. pycparser enters the name only once the whole declaration is parsed
        (the initializer then reads `(*rax)` as a cast: a parse error on valid C); enter it
        before the initializer. A declarator with an initializer never declares a typedef."""
        decl = self._parse_id_declarator() if id_only else self._parse_declarator()
        if self._accept("EQUALS"):
            name = _declared_name(decl)
            if name is not None and self._is_type_in_scope(name) \
                    and name not in self._scope_stack[-1]:
                self._add_identifier(name, decl.coord)
            return {"decl": decl, "init": self._parse_initializer()}
        return {"decl": decl}

    def _parse_primary_expression(self):
        if self._peek_type() == "LPAREN" and self._peek_type(2) == "LBRACE":
            lparen = self._advance()
            body = self._parse_compound_statement()
            self._expect("RPAREN")
            return StmtExpr(body, self._tok_coord(lparen))
        return super()._parse_primary_expression()
