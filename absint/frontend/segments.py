"""Parse a translation unit once per header: the parses of its pieces are remembered across units.

Every unit of a project starts with the same headers (stdio.h, stdlib.h, the project's own), and
pycparser spent most of a small unit's front-end time parsing them again. The preprocessed text
is cut at its line markers (`# 12 "file.h"`) where a top-level declaration has just ended; each
piece is parsed in the parser's file-scope state and the result is kept: a later unit that reaches
the same piece in the same state takes its declarations as they are.

The state a piece is parsed in is pycparser's file-scope table (which names are typedefs): the only
thing an external declaration's parse reads from the ones before it. A state is named by a chain
of hashes: the next state's name is the hash of the current one and of the piece's text when the
piece declares a name (pycparser's file scope only grows: a name cannot change its kind there), and
the current one otherwise, so that the pieces holding only a unit's own line markers do not split
the chain of the headers after them. A piece is parsed from a line marker, which sets the file and
line, so its coordinates are its own (the first piece, before any marker, is keyed by the path too).

A cut in the wrong place (`struct s {...}` then a marker then `x;`) or any parse error makes the
piece fail, and then the whole text is parsed as one, as before: its errors, its result. Nodes
are shared by the units that hold the same piece; ASTs are only read after parsing.
"""
from __future__ import annotations

import hashlib
import itertools
import re
from collections import OrderedDict

from pycparser import c_ast, c_parser

_MARKER = re.compile(r'(?m)^# \d+ "')
# what moves the nesting depth, string and character literals skipped whole
_NESTING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|[{}()\[\]]')
_OPEN = frozenset("{([")

CACHE_CHARS = 8 * 1024 * 1024     # the text of the pieces kept, at most (least recently used out)


class _Piece:
    __slots__ = ("nodes", "added", "after")

    def __init__(self, nodes, added, after):
        self.nodes = nodes        # tuple of external declarations
        self.added = added        # {name: is_typedef} it adds to the file scope
        self.after = after        # the name of the state after it


class SegmentCache:
    """Parsed pieces by (state before, text[, path]), least recently used out past `limit` chars."""

    def __init__(self, limit: int = CACHE_CHARS):
        self.limit = limit
        self.pieces: OrderedDict = OrderedDict()
        self.chars = 0

    def get(self, key):
        piece = self.pieces.get(key)
        if piece is not None:
            self.pieces.move_to_end(key)
        return piece

    def put(self, key, piece: _Piece) -> None:
        self.pieces[key] = piece
        self.chars += len(key[1])
        while self.chars > self.limit and len(self.pieces) > 1:
            old, _ = self.pieces.popitem(last=False)
            self.chars -= len(old[1])


_CACHE = SegmentCache()


def split_pieces(text: str) -> list:
    """The text cut at the line markers where the nesting depth is 0 and the last character
    before is `;` or `}` (an external declaration may have ended: the parse decides); the
    pieces join to the text."""
    starts = [m.start() for m in _MARKER.finditer(text)]
    if not starts:
        return [text]
    cuts, depth, at = [0], 0, 0
    scan = _NESTING.finditer(text)
    pending = next(scan, None)
    for start in starts:
        while pending is not None and pending.start() < start:
            tok = pending.group()
            if len(tok) == 1:
                depth += 1 if tok in _OPEN else -1
            pending = next(scan, None)
        if depth == 0 and start > at:
            before = text[at:start].rstrip()
            if before[-1:] in (";", "}") or _only_markers(before):
                cuts.append(start)
                at = start
    cuts.append(len(text))
    return [text[a:b] for a, b in zip(cuts, cuts[1:]) if b > a]


def _only_markers(piece: str) -> bool:
    """Line markers, pragmas and blank lines only."""
    return all(not line.strip() or line.startswith("#") for line in piece.splitlines())


_INTERNALS = ("_scope_stack", "_typedef_checked_token", "_tokens", "_parse_translation_unit_or_empty",
              "_peek", "clex")


class _Failed(Exception):
    pass


def parse_pieces(text: str, path: str, make_parser, cache: SegmentCache = None):
    """The FileAST of `text` as parser.parse(text, path) gives it, or None if a piece does not
    parse alone (the caller then parses the whole text)."""
    cache = _CACHE if cache is None else cache
    parser = make_parser()
    if not all(hasattr(parser, name) for name in _INTERNALS) \
            or not hasattr(c_parser, "_TokenStream"):
        return None
    scope: dict = {}
    state = "file-scope"
    ext = []
    for piece_text in split_pieces(text):
        key = (state, piece_text, None if piece_text.startswith("#") else path)
        piece = cache.get(key)
        if piece is None:
            try:
                piece = _parse_piece(parser, piece_text, path, scope, state)
            except _Failed:
                return None
            cache.put(key, piece)
        else:
            scope.update(piece.added)
        ext.extend(piece.nodes)
        state = piece.after
    return c_ast.FileAST(ext)


def _parse_piece(parser, text: str, path: str, scope: dict, state: str) -> _Piece:
    """Parse one piece in the file scope `scope` (updated with what it declares)."""
    size = len(scope)
    parser._scope_stack = [scope]
    parser._typedef_checked_token = None
    parser.clex.input(text, path)
    parser._tokens = c_parser._TokenStream(parser.clex.token)
    try:
        nodes = parser._parse_translation_unit_or_empty().ext
        if parser._peek() is not None:
            raise _Failed
    except Exception:   # noqa: BLE001 - any failure: the whole text is parsed as one
        raise _Failed from None
    if len(parser._scope_stack) != 1 or parser._scope_stack[0] is not scope:
        raise _Failed
    if len(scope) == size:
        return _Piece(tuple(nodes), {}, state)
    # dicts keep their insertion order, and a name's kind never changes at file scope: what the
    # piece added is what comes after the first `size` names
    added = dict(itertools.islice(scope.items(), size, None))
    after = hashlib.sha1(f"{state}\0".encode() + text.encode("utf-8", "surrogatepass")).hexdigest()
    return _Piece(tuple(nodes), added, after)
