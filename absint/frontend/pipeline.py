"""load_program: files -> preprocess -> parse -> lower -> Program."""
from __future__ import annotations

import dataclasses
import gc
import os
import re
import sys

from pycparser import c_ast, c_parser

from absint.config import FrontendOptions
from absint.frontend.ctype import MACHINES
from absint.frontend.errors import FrontendError
from absint.frontend.gnu import make_parser
from absint.frontend.lower import ProgramLowerer, UnitLowerer, address_taken, walk
from absint.frontend.lower.expressions import VECTOR_RESULT
from absint.ir.nodes import Coord
from absint.frontend.preprocess import INCLUDE_DIR, host_include_dirs, preprocess_with_notes
from absint.frontend.segments import parse_pieces

C_SUFFIXES = (".c", ".h", ".i")


def check_input(path: str) -> None:
    if not os.path.exists(path):
        raise FrontendError(f"{path}: No such file or directory")
    if not os.path.isfile(path):
        raise FrontendError(f"{path}: not a regular file")
    if not path.endswith(C_SUFFIXES):
        raise FrontendError(f"{path}: not a C source file (expected a .c file)")
    try:
        with open(path, "rb") as f:
            head = f.read(65536)
    except OSError as e:
        raise FrontendError(f"{path}: {e.strerror}") from None
    if b"\0" in head:
        raise FrontendError(f"{path}: not a C source file (binary data)")


def parse_file(path: str, options: FrontendOptions = FrontendOptions()) -> c_ast.FileAST:
    """Preprocess and parse one file; FrontendError on any failure."""
    return parse_file_with_notes(path, options)[0]


def parse_file_with_notes(path: str, options: FrontendOptions = FrontendOptions()) -> tuple:
    """(AST, [(file, line, message)] of unsupported constructs preprocessing dropped)."""
    check_input(path)
    text, notes = preprocess_with_notes(path, options)
    return parse_text(text, path), notes


def parse_text(text: str, path: str) -> c_ast.FileAST:
    """The AST of a preprocessed unit: its pieces through the cache of header parses
    (absint.frontend.segments), or, if a piece does not parse alone, the whole text at once
    (which gives the error message, if any)."""
    ast = parse_pieces(text, path, make_parser)
    if ast is not None:
        return ast
    parser = make_parser()
    try:
        return parser.parse(text, path)
    except c_parser.ParseError as e:
        msg = " ".join(str(e).split())
        if not re.match(r"^[^:]*:\d+", msg):
            msg = f"{_parser_position(parser, path)}: {msg.split(': ', 1)[-1]}"
        raise FrontendError(_unknown_type_name(msg)) from None
    except RecursionError:
        raise FrontendError(f"{path}: expression nesting too deep to parse") from None
    except Exception as e:  # noqa: BLE001 - a parser bug must still be one line
        raise FrontendError(f"{path}: cannot parse ({type(e).__name__}: {e})") from None


_C_WORDS = frozenset("""auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof static struct switch
typedef union unsigned void volatile while _Bool _Complex _Atomic _Alignas _Thread_local
__attribute__ __extension__ __restrict __inline __const __volatile__ __asm__ asm""".split())


def _unknown_type_name(msg: str) -> str:
    """A type name pycparser does not know (a typedef from a missing header or an undefined
    macro) gives one of its generic messages, at the name ("Missing type in declaration",
    "Invalid specifier list", "Invalid function definition", "Invalid declaration": a
    parameter of a prototype), at the declarator after it
    ("before: x" in `mytype_t x;` or `int f(mytype_t x)`), or parses as a product of undeclared
    names (`mytype_t *p = 0;`: "'mytype_t' undeclared", from the lowering): said as gcc says it,
    with the usual cause. Any other message is kept."""
    nested = re.match(r"^(.*):(\d+):(\d+): before: \{$", msg)
    if nested:
        number, col = int(nested.group(2)), int(nested.group(3)) - 1
        line = _source_line(nested.group(1), number)
        before = line[:col] if line is not None else None
        if before is not None and not before.strip() and number > 1:
            before = _source_line(nested.group(1), number - 1)   # (the brace on a line of its own)
        if before is not None and re.search(r"\b[A-Za-z_]\w*\s*\([^()]*\)\s*$", before):
            # `void bump(void) {` where a function body is not allowed: inside another function
            return (f"{nested.group(1)}:{nested.group(2)}:{nested.group(3)}: a function defined "
                    f"inside a function (a GNU nested function) is not supported")
        return msg
    m = re.match(r"^(.*):(\d+):(\d+): (Missing type in declaration|Invalid specifier list|"
                 r"Invalid function definition|Invalid declaration|before: \w+|'\w+' undeclared)$",
                 msg)
    if not m:
        return msg
    line = _source_line(m.group(1), int(m.group(2)))
    if line is None:
        return msg
    col = int(m.group(3)) - 1
    if m.group(4).endswith("undeclared"):
        # `mytype_t *p = 0;` read as a product of two undeclared names: a declaration
        found = re.match(r"([A-Za-z_]\w*)\s*\*+\s*[A-Za-z_]\w*\s*(?:=|;|,|\[)", line[col:])
        name = found.group(1) if found and f"'{found.group(1)}'" in m.group(4) else None
    elif m.group(4).startswith("before:"):
        # the name just before the declarator, starting a declaration (`(`, `,`, `;`, `{` or
        # the line's start before it, qualifiers aside)
        found = re.search(r"(?:^|[(,;{])\s*(?:(?:const|volatile|static|register|extern)\s+)*"
                          r"([A-Za-z_]\w*)[\s*]+$", line[:col])
        name = found.group(1) if found else None
    else:
        found = re.match(r"[A-Za-z_]\w*", line[col:])
        name = found.group(0) if found else None
    token = m.group(4)[len("before: "):] if m.group(4).startswith("before:") else None
    if (not name or name in _C_WORDS) and token and token not in _C_WORDS and \
            re.search(r"\)\s*$", line[:col]):
        # `void panic(const char *) NORETURN;`: an attribute macro nobody defined
        return (f"{m.group(1)}:{m.group(2)}:{m.group(3)}: syntax error before '{token}' (a macro "
                f"this build does not define, an attribute from a missing header or "
                f"configuration: -I, -D{token}=?)")
    if not name or name in _C_WORDS:
        return msg
    return (f"{m.group(1)}:{m.group(2)}:{m.group(3)}: unknown type name '{name}' (a typedef from a "
            f"header or a macro this build does not define: -I, -D?)")


def _source_line(path: str, number: int):
    """Line `number` of file `path` (1-based), or None."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for k, line in enumerate(f, start=1):
                if k == number:
                    return line
    except OSError:
        return None
    return None


def _parser_position(parser, path: str) -> str:
    """Where the parser stopped (its next token), for errors that carry only a file name."""
    try:
        tok = parser._peek()   # pycparser internals: best effort, both 3.0 and later
    except Exception:  # noqa: BLE001
        tok = None
    if tok is None:
        return path
    line = getattr(tok, "lineno", None)
    col = getattr(tok, "column", None)
    fname = getattr(tok, "filename", None) or getattr(parser.clex, "filename", None) or path
    if line is None:
        return fname
    return f"{fname}:{line}" + (f":{col}" if col else "")


class _DeepRecursion:
    """Raise the recursion limit while parsing and lowering: long else-if chains and long
    expressions recurse once per level in pycparser and in the lowering."""

    def __init__(self, limit: int = 60000):
        self.limit = limit

    def __enter__(self):
        self.saved = sys.getrecursionlimit()
        sys.setrecursionlimit(max(self.saved, self.limit))

    def __exit__(self, *exc):
        sys.setrecursionlimit(self.saved)
        return False


class _PausedGC:
    """No cyclic garbage collection while parsing and lowering. The front end makes few cycles
    (pycparser's tokens, a few per function) but a heap that grows with the file (the AST, then
    the IR): each full collection walks all of it, and collections come with allocations, so on a
    200 KB file the collector took as long as the lowering and its share grew with the size.
    The cycles made meanwhile are collected after, as usual."""

    def __enter__(self):
        self.was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc):
        if self.was_enabled:
            gc.enable()
        return False


def load_program(files, options: FrontendOptions = FrontendOptions(), per_file=None, on_error=None,
                 parsed=None, store=None):
    """Lower all files as one program (see absint.frontend).

    per_file: {path: FrontendOptions} for files preprocessed with their own flags (a compilation
    database's entries); the program's data model is options.machine whatever they say.
    on_error: None (the first file that cannot be preprocessed, parsed or lowered raises
    FrontendError), or a callable(path, message) told about each such file, which is then left
    out; FrontendError only if no file is left.
    parsed: a dict the caller keeps across calls, {(path, FrontendOptions): (AST, notes) or
    FrontendError}, so that programs sharing files (a compilation database's units) parse each
    file once (ASTs are only read by the lowering).
    store: None, or a store of parsed translation units across runs (--cache: get(key) -> AST or
    None, put(key, AST); absint.engine.cache.TaskCache), keyed by the hash of the preprocessed
    text (see ast_key): a unit whose preprocessed text is unchanged is not parsed again."""
    with _DeepRecursion(), _PausedGC():
        return _load_program(files, options, per_file or {}, on_error,
                             {} if parsed is None else parsed, store)


AST_FORMAT = 1      # the stored ASTs' format (with pycparser's version and absint's in the key)


def ast_key(path: str, text: str) -> str:
    """The key of a unit's AST in a store: what the parse reads (the preprocessed text, the path
    it names the unit by) and what makes the parser (absint's and pycparser's versions)."""
    import hashlib
    import pycparser
    import absint
    h = hashlib.sha256()
    h.update(f"absint-ast/{AST_FORMAT}/{absint.__version__}/pycparser-{pycparser.__version__}/"
             f"py{sys.version_info[0]}.{sys.version_info[1]}\0".encode())
    h.update(path.encode("utf-8", "surrogatepass") + b"\0")
    h.update(text.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def parse_stored(text: str, path: str, store=None) -> c_ast.FileAST:
    """parse_text through `store` (None: none). What the store gives must be a FileAST, else it
    is parsed again (and stored again): a foreign or corrupted entry is ignored."""
    if store is None:
        return parse_text(text, path)
    key = ast_key(path, text)
    try:
        ast = store.get(key)
    except Exception:   # noqa: BLE001 - a store that cannot be read is only slower
        ast = None
    if isinstance(ast, c_ast.FileAST):
        return ast
    ast = parse_text(text, path)
    try:
        store.put(key, ast)
    except Exception:   # noqa: BLE001 - (e.g. a RecursionError pickling a deeply nested AST)
        pass
    return ast


def _preprocessed(path: str, options: FrontendOptions) -> tuple:
    check_input(path)
    return preprocess_with_notes(path, options)


def preprocess_all(jobs: list) -> dict:
    """{(path, options): (text, notes), or the exception preprocessing raised} for jobs of
    (path, options): the C preprocessor runs for several files at once (it is a process of its
    own; this one waits on its output). The results do not depend on the order they come in."""
    if len(jobs) < 2:
        return {}
    from concurrent.futures import ThreadPoolExecutor

    def one(job):
        try:
            return job, _preprocessed(*job)
        except Exception as e:  # noqa: BLE001 - raised again where the file is taken in order
            return job, e
    with ThreadPoolExecutor(max_workers=min(8, len(jobs), 2 * (os.cpu_count() or 1))) as pool:
        return dict(pool.map(one, jobs))


def parse_cached(path: str, options: FrontendOptions, parsed: dict, pre=None,
                 store=None) -> tuple:
    """parse_file_with_notes through the cache `parsed` (its failures are cached too); `pre`:
    preprocess_all's results, `store`: a store of ASTs (parse_stored)."""
    key = (path, options)
    if key not in parsed:
        try:
            got = pre.pop(key, None) if pre else None
            if got is None:
                got = _preprocessed(path, options)
            elif isinstance(got, BaseException):
                raise got
            text, notes = got
            parsed[key] = (parse_stored(text, path, store), notes)
        except FrontendError as e:
            parsed[key] = e
    result = parsed[key]
    if isinstance(result, FrontendError):
        raise result
    return result


def _load_program(files, options: FrontendOptions, per_file: dict, on_error, cache: dict,
                  store=None):
    files = list(files)
    if not files:
        raise FrontendError("no input files")
    if options.machine not in MACHINES:
        raise FrontendError(f"unknown machine '{options.machine}' (expected lp64 or ilp32)")
    parsed, first_error = [], None
    jobs = []
    for path in files:
        file_options = per_file.get(path, options)
        if file_options.machine != options.machine:
            file_options = dataclasses.replace(file_options, machine=options.machine)
        jobs.append((path, file_options))
    pre = preprocess_all([job for job in dict.fromkeys(jobs) if job not in cache])
    for path, file_options in jobs:
        try:
            parsed.append((path,) + parse_cached(path, file_options, cache, pre, store))
        except FrontendError as e:
            if on_error is None:
                raise
            first_error = first_error or e
            on_error(path, str(e))
    while True:
        if not parsed:
            raise first_error or FrontendError("no input files")
        try:
            return _lower(parsed, options)
        except _UnitError as e:
            if on_error is None:
                raise e.error from None
            first_error = first_error or e.error
            on_error(e.path, str(e.error))
            # the lowerer's state is shared by all units: lower the others again without this one
            parsed = [p for p in parsed if p[0] != e.path]


class _UnitError(Exception):
    def __init__(self, path: str, error: FrontendError):
        super().__init__(str(error))
        self.path, self.error = path, error


def _lower(parsed, options: FrontendOptions):
    files = [path for path, _ast, _notes in parsed]
    asts = [(path, ast) for path, ast, _notes in parsed]
    prog = ProgramLowerer(MACHINES[options.machine], options.machine, tuple(files))
    for _path, _ast, notes in parsed:
        for note in notes:
            file, line, message = note
            prog.diag(getattr(note, "level", "unsupported"), Coord(file, line, 0), message)
    for _path, ast in asts:
        prog.addr_taken |= address_taken(ast)
        prog.sigaction_handlers |= sigaction_handlers(ast)
    renames = static_renames(asts)
    for path, ast in asts:
        unit = UnitLowerer(prog, path, renames.get(path, {}))
        try:
            unit.lower_unit(ast)
        except FrontendError as e:
            raise _UnitError(path, FrontendError(_unknown_type_name(str(e)))) from None
        except RecursionError:
            raise _UnitError(path, FrontendError(f"{unit.where}: expression nesting too deep to "
                                                 f"lower")) from None
        except Exception as e:  # noqa: BLE001 - a front-end bug must still be one line, not a traceback
            if os.environ.get("ABSINT_FRONTEND_DEBUG"):
                raise
            raise _UnitError(path, FrontendError(f"{unit.where}: internal error in the front end "
                                                 f"({type(e).__name__}: {e})")) from None
    program = prog.program()
    system = system_directories(options.cpp)
    for name, fn in list(program.functions.items()):
        if fn.coord is not None and _inside(fn.coord.file, system):
            program.functions[name] = dataclasses.replace(fn, system=True)
    # (the compiler's intrinsics compute with vectors throughout: said where the program does)
    kept = [d for d in program.diagnostics if not (
        (d.message.endswith(VECTOR_RESULT) or d.message.startswith("vector type (")) and
        _inside(d.coord.file, system))]
    if len(kept) != len(program.diagnostics):
        program = dataclasses.replace(program, diagnostics=tuple(kept))
    return program


def system_directories(cpp: str) -> tuple:
    """absint's own headers and the host's system include directories (real paths)."""
    return tuple(os.path.realpath(d) for d in (INCLUDE_DIR, *host_include_dirs(cpp)[0]))


def _inside(path: str, dirs: tuple) -> bool:
    real = os.path.realpath(path)
    return any(real.startswith(d + os.sep) for d in dirs)


_HANDLER_FIELDS = ("sa_handler", "sa_sigaction")


def sigaction_handlers(ast) -> set:
    """(field, function name) of every function stored into a `sa_handler` / `sa_sigaction` field
    (`sa.sa_handler = h;` or `{ .sa_handler = h }`): sigaction() may install any of them."""
    def function_name(e):
        while isinstance(e, c_ast.Cast):
            e = e.expr
        if isinstance(e, c_ast.UnaryOp) and e.op == "&":
            e = e.expr
        return e.name if isinstance(e, c_ast.ID) else None

    found = set()
    for n in walk(ast):
        if isinstance(n, c_ast.Assignment) and n.op == "=" and isinstance(n.lvalue, c_ast.StructRef) \
                and n.lvalue.field.name in _HANDLER_FIELDS:
            field, name = n.lvalue.field.name, function_name(n.rvalue)
        elif isinstance(n, c_ast.NamedInitializer) and len(n.name) == 1 \
                and isinstance(n.name[0], c_ast.ID) and n.name[0].name in _HANDLER_FIELDS:
            field, name = n.name[0].name, function_name(n.expr)
        else:
            continue
        if name is not None:
            found.add((field, name))
    return found


def static_renames(asts) -> dict:
    """path -> {name: unique name} for static file-scope names that another unit also uses."""
    per_unit = []
    for path, ast in asts:
        statics, externs = set(), set()
        for ext in ast.ext:
            d = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
            if isinstance(d, c_ast.Decl) and d.name:
                (statics if "static" in (d.storage or ()) else externs).add(d.name)
        per_unit.append((path, statics, externs))
    out = {}
    for path, statics, _ in per_unit:
        others = set()
        for p2, s2, e2 in per_unit:
            if p2 is not path:
                others |= s2 | e2
        clash = statics & others
        if clash:
            out[path] = {n: f"{n}<{os.path.basename(path)}>" for n in clash}
    return out
