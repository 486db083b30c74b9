"""Header parses remembered across units (absint.frontend.segments): the AST is the one a parse of
the whole text gives, coordinates included, whatever was parsed before."""
from __future__ import annotations

import io

from hypothesis import given, settings, strategies as st
from pycparser import c_ast

from absint.config import FrontendOptions
from absint.frontend.gnu import make_parser
from absint.frontend.pipeline import parse_text
from absint.frontend.preprocess import preprocess_with_notes
from absint.frontend.segments import SegmentCache, parse_pieces, split_pieces


def shown(ast) -> str:
    out = io.StringIO()
    ast.show(buf=out, showcoord=True)
    return out.getvalue()


def whole(text: str, path: str = "u.c") -> str:
    return shown(make_parser().parse(text, path))


def test_units_sharing_headers_share_their_parse(tmp_path):
    header = tmp_path / "lib.h"
    header.write_text("#include <stdio.h>\n#include <string.h>\n"
                      "typedef struct node { struct node *next; int v; } node;\n"
                      "int walk(node *n);\n")
    units = []
    for name, body in (("a.c", "int walk(node *n) { return n ? n->v : 0; }\n"),
                       ("b.c", "int main(void) { node n = {0, 1}; printf(\"%d\", walk(&n)); }\n")):
        path = tmp_path / name
        path.write_text('#include "lib.h"\n' + body)
        units.append((str(path), preprocess_with_notes(str(path), FrontendOptions())[0]))
    cache = SegmentCache()
    asts = []
    for path, text in units:
        ast = parse_pieces(text, path, make_parser, cache)
        assert shown(ast) == whole(text, path)
        asts.append(ast)
    first, second = ({id(n) for n in ast.ext} for ast in asts)
    assert len(first & second) > 100       # stdio.h's and string.h's declarations, parsed once
    fwalk = [n for n in asts[1].ext if isinstance(n, c_ast.Decl) and n.name == "walk"]
    assert fwalk and id(fwalk[0]) in first   # lib.h's too
    mains = [n for n in asts[1].ext if isinstance(n, c_ast.FuncDef)]
    assert [id(n) in first for n in mains] == [False]


def test_a_piece_is_parsed_again_in_another_typedef_state():
    """`sizeof(T) * 2` is a type's size where T is a typedef, a product where T is a variable."""
    piece = '# 1 "p.h"\nint y = sizeof (T) * 2;\n'
    as_type = '# 1 "a.c"\ntypedef int T;\n' + piece
    as_object = '# 1 "b.c"\nint T;\n' + piece
    cache = SegmentCache()
    for text in (as_type, as_object, as_type):
        assert shown(parse_pieces(text, "u.c", make_parser, cache)) == whole(text)
    assert whole(as_type) != whole(as_object)


def test_a_cut_inside_a_declaration_parses_the_whole_text():
    text = '# 1 "a.h"\nstruct s { int x; }\n# 4 "b.h"\n v;\n# 1 "c.h"\nint (f)(int a)\n# 9 "d.h"\n;\n'
    assert len(split_pieces(text)) >= 2
    cache = SegmentCache()
    assert parse_pieces(text, "u.c", make_parser, cache) is None
    assert shown(parse_text(text, "u.c")) == whole(text)


def test_a_syntax_error_reads_as_before(tmp_path):
    path = tmp_path / "bad.c"
    path.write_text("#include <stdlib.h>\nint f(void) { return 1 +; }\n")
    text = preprocess_with_notes(str(path), FrontendOptions())[0]
    try:
        parse_text(text, str(path))
    except Exception as e:       # noqa: BLE001
        message = str(e)
    assert message.startswith(f"{path}:2:")


def test_the_cache_keeps_its_limit():
    cache = SegmentCache(limit=200)
    for k in range(20):
        text = f'# 1 "h{k}.h"\nint v{k};\n'
        parse_pieces(text, "u.c", make_parser, cache)
    assert cache.chars <= 200 and 0 < len(cache.pieces) < 20


DECLS = ["typedef int T;", "int T;", "typedef long U;", "int x = sizeof (T) * 2;",
         "int g(void) { return sizeof (U) * 2; }", "struct s { int a; };", "enum { E1, E2 };",
         "static int h(int T) { { T = 2; } return T; }", "int arr[] = { 1, 2, 3 };",
         "int k(int n) { int a[2]; return a[n & 1]; }", "typedef struct s S;", "S *sp;",
         "char *str = \"{ ( [\";", "int c = '{';"]


PART = st.tuples(st.sampled_from(DECLS), st.booleans(), st.integers(1, 30))


def unit(parts) -> str:
    lines = []
    for decl, split_inside, line in parts:
        marker = f'# {line} "h{line % 4}.h"'
        if split_inside and " " in decl:
            head, tail = decl.split(" ", 1)
            lines += [marker, head, marker, tail]
        else:
            lines += [marker, decl]
    return "\n".join(lines) + "\n"


@settings(max_examples=80, deadline=None)
@given(st.lists(PART, max_size=8), st.lists(PART, min_size=1, max_size=6),
       st.lists(PART, min_size=1, max_size=6))
def test_pieces_parse_as_the_whole_text(prefix, one, other):
    """Random units cut by line markers (also inside a declaration), two sharing a prefix: the
    pieces' AST, with and without what the other unit left in the cache, is the whole text's,
    or a parse error in both."""
    cache = SegmentCache()
    texts = [unit(prefix + one), unit(prefix + other)]
    for text in texts + texts[::-1]:
        try:
            expected = whole(text)
        except Exception:     # noqa: BLE001 - e.g. `int T;` after `typedef int T;`
            expected = None
        got = parse_pieces(text, "u.c", make_parser, cache)
        if expected is None:
            assert got is None
        elif got is not None:
            assert shown(got) == expected
