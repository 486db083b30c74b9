"""A compilation database (compile_commands.json, as CMake, Meson, Bear or compiledb write it): the
C translation units it lists and, for each, the front-end options its compile command implies.

Read from each entry: the file (relative to the entry's `directory`, itself relative to the
database's own directory when not absolute), `-I`/`-isystem`/`-iquote`/`-idirafter DIR` (relative to
`directory`), `-D`, `-U`, `-include FILE`, `-std=`, and `-m32`/`-m64` (the data model, ilp32/lp64).
Both shapes of an entry are accepted: `arguments` (a list, as Bear writes it) and `command` (one shell-quoted string,
as CMake writes it). Entries for other languages (C++, assembly) are left out; a file listed twice
(a library built static and shared) is taken once, with its first entry's flags.
"""
from __future__ import annotations

import dataclasses
import json
import os
import shlex
from dataclasses import dataclass
from typing import Optional

from absint.config import FrontendOptions

DATABASE_NAME = "compile_commands.json"
C_SUFFIXES = (".c", ".i")
_OTHER_LANGUAGE = (".cc", ".cpp", ".cxx", ".c++", ".C", ".cp", ".m", ".mm", ".s", ".S", ".sx",
                   ".cu", ".f", ".f90")
# options whose value is the next argument, and which absint does not use
_SKIP_VALUE = {"-o", "-MF", "-MT", "-MQ", "-imacros", "-arch", "-Xclang", "-isysroot",
               "--sysroot", "-target", "-Xlinker", "-Xpreprocessor", "-Xassembler", "-aux-info",
               "-imultilib", "-iprefix", "-iwithprefix", "-iwithprefixbefore",
               "--serialize-diagnostics"}
_INCLUDE_OPTIONS = ("-I", "-isystem", "-iquote", "-idirafter")


class DatabaseError(ValueError):
    """The database cannot be used. str(e) is one line."""


@dataclass(frozen=True)
class Unit:
    """One translation unit of the database."""
    file: str                       # as reports name it: relative to the working directory when
    #                                 below it, else absolute
    directory: str                  # the entry's working directory (absolute)
    include_dirs: tuple = ()
    defines: tuple = ()
    undefines: tuple = ()
    std: Optional[str] = None
    machine: Optional[str] = None   # "ilp32" for -m32, "lp64" for -m64, None when not said
    forced_includes: tuple = ()     # -include FILE (relative to `directory` when found there)

    def options(self, base: FrontendOptions, machine: Optional[str] = None) -> FrontendOptions:
        """`base` (defaults, [tool.absint], the command line) with this entry's flags: its -I before
        the configured ones, its -D/-U before them (so the command line's -D wins). `machine` given
        (an explicit --machine) overrides the entry's -m32."""
        # the preprocessor gets every -D before every -U: a name the command line defines must not
        # stay undefined by the entry, and one it undefines must not stay defined
        cli_defined = {_macro_name(d) for d in base.defines}
        cli_undefined = set(base.undefines)
        return dataclasses.replace(
            base, include_dirs=self.include_dirs + tuple(base.include_dirs),
            defines=tuple(d for d in self.defines if _macro_name(d) not in cli_undefined)
            + tuple(base.defines),
            undefines=tuple(u for u in self.undefines if u not in cli_defined)
            + tuple(base.undefines),
            std=self.std or base.std, machine=machine or self.machine or base.machine,
            forced_includes=self.forced_includes + tuple(base.forced_includes))


@dataclass(frozen=True)
class Database:
    path: str                       # the compile_commands.json read
    units: tuple                    # Unit, in database order, each file once
    skipped: tuple = ()             # (file, why) of the entries left out


def database_path(build_dir: Optional[str], file: Optional[str]) -> str:
    """The database named by -p BUILD_DIR or --compile-commands FILE."""
    if file is not None:
        if os.path.isdir(file):
            return os.path.join(file, DATABASE_NAME)
        return file
    return os.path.join(build_dir, DATABASE_NAME)


def display_path(path: str, cwd: Optional[str] = None) -> str:
    """`path` relative to the working directory when it lies below it, else absolute."""
    cwd = os.path.abspath(cwd or os.getcwd())
    absolute = os.path.normpath(os.path.abspath(path))
    relative = os.path.relpath(absolute, cwd)
    if relative == os.pardir or relative.startswith(os.pardir + os.sep):
        return absolute
    return relative


def load_database(path: str) -> Database:
    if not os.path.exists(path):
        raise DatabaseError(f"no compilation database: {path} (generate it with "
                            f"-DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or `bear -- make`)")
    try:
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
    except OSError as e:
        raise DatabaseError(f"cannot read {path}: {e.strerror or e}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise DatabaseError(f"{path}: not a JSON compilation database ({e})") from None
    if not isinstance(entries, list):
        raise DatabaseError(f"{path}: a compilation database is a JSON list of entries")
    base_dir = os.path.dirname(os.path.abspath(path))
    units, skipped, seen = [], [], set()
    for number, entry in enumerate(entries):
        unit = parse_entry(entry, base_dir, f"{path}: entry {number}")
        if unit is None:
            skipped.append((_entry_file(entry, base_dir), "not a C file"))
            continue
        key = os.path.realpath(unit.file)
        if key in seen:
            skipped.append((unit.file, "listed again (the first entry's flags are used)"))
            continue
        seen.add(key)
        units.append(unit)
    return Database(path, tuple(units), tuple(skipped))


def _entry_file(entry, base_dir: str) -> str:
    directory = os.path.join(base_dir, entry.get("directory", ""))
    return display_path(os.path.join(directory, entry.get("file", "")))


def entry_arguments(entry: dict, where: str) -> list:
    arguments = entry.get("arguments")
    if arguments is not None:
        if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
            raise DatabaseError(f"{where}: 'arguments' must be a list of strings")
        return list(arguments)
    command = entry.get("command")
    if not isinstance(command, str):
        raise DatabaseError(f"{where}: needs 'arguments' (a list) or 'command' (a string)")
    try:
        return shlex.split(command)
    except ValueError as e:
        raise DatabaseError(f"{where}: cannot split 'command': {e}") from None


def _macro_name(define: str) -> str:
    return define.split("=", 1)[0].split("(", 1)[0]


def _last_word(macros) -> tuple:
    """(defines, undefines) from the -D/-U of a command in order: the preprocessor applies them in
    order, absint passes every -D before every -U, so only each name's last word is kept (a -U
    followed by a -D of the same name defines it; the reverse undefines it)."""
    last = {}
    for option, text in macros:
        last[_macro_name(text)] = (option, text)
    defines = [text for option, text in last.values() if option == "-D"]
    undefines = [text for option, text in last.values() if option == "-U"]
    return defines, undefines


def parse_entry(entry, base_dir: str, where: str) -> Optional[Unit]:
    """The Unit of one database entry, or None when it compiles something other than C."""
    if not isinstance(entry, dict):
        raise DatabaseError(f"{where}: an entry is a JSON object")
    if not isinstance(entry.get("directory"), str) or not isinstance(entry.get("file"), str):
        raise DatabaseError(f"{where}: needs 'directory' and 'file' strings")
    directory = os.path.normpath(os.path.join(base_dir, entry["directory"]))
    args = entry_arguments(entry, where)
    include_dirs, macros, forced = [], [], []
    std = machine = language = None

    def local(d):
        return os.path.normpath(os.path.join(directory, d))

    i = 1  # args[0] is the compiler
    while i < len(args):
        a = args[i]
        nxt = args[i + 1] if i + 1 < len(args) else None
        i += 1
        joined = next((o for o in _INCLUDE_OPTIONS if a.startswith(o)), None)
        if joined is not None:
            if a == joined:
                if nxt is not None:
                    include_dirs.append(local(nxt))
                    i += 1
            else:
                include_dirs.append(local(a[len(joined):]))
        elif a in ("-D", "-U"):
            if nxt is not None:
                macros.append((a, nxt))
                i += 1
        elif a.startswith(("-D", "-U")):
            macros.append((a[:2], a[2:]))
        elif a.startswith("-std="):
            std = a[len("-std="):]
        elif a == "-m32":
            machine = "ilp32"
        elif a == "-m64":
            machine = "lp64"
        elif a == "-include":
            if nxt is not None:
                # as gcc: the current directory first (then the include path, which cpp searches)
                found = os.path.join(directory, nxt)
                forced.append(os.path.normpath(found) if os.path.exists(found) else nxt)
                i += 1
        elif a == "-x":
            language = nxt
            i += 1
        elif a in _SKIP_VALUE:
            i += 1
    file = entry["file"]
    if language is not None and language not in ("c", "cpp-output"):
        return None
    if language is None and (file.endswith(_OTHER_LANGUAGE) or not file.endswith(C_SUFFIXES)):
        return None
    defines, undefines = _last_word(macros)
    return Unit(file=display_path(local(file)), directory=directory,
                include_dirs=tuple(include_dirs), defines=tuple(defines),
                undefines=tuple(undefines), std=std, machine=machine,
                forced_includes=tuple(forced))
