"""Which files a run analyses: paths as the user named them, directories walked, --exclude applied.

A pattern is a shell glob (fnmatch: `*` also crosses `/`) matched, like a .gitignore pattern
without a leading slash, against every run of consecutive components of the path: `contrib`
excludes a directory named contrib anywhere below, `contrib/*.c` the C files anywhere below one,
`*_test.c` those files anywhere, `./old/x.c` that file.
"""
from __future__ import annotations

import fnmatch
import os


class SourceError(ValueError):
    """A path cannot be used. str(e) is one line."""


def _parts(path: str) -> list:
    norm = os.path.normpath(path).replace(os.sep, "/")
    return [p for p in norm.split("/") if p not in ("", ".")]


def _normalize_pattern(pattern: str) -> str:
    pattern = pattern.replace(os.sep, "/").rstrip("/")
    while pattern.startswith("./"):
        pattern = pattern[2:]
    return pattern


def excluded(path: str, patterns) -> bool:
    """Whether `path` (a file or a directory) matches one of the exclude patterns."""
    if not patterns:
        return False
    parts = _parts(path)
    pats = [_normalize_pattern(p) for p in patterns if p.strip()]
    for i in range(len(parts)):
        for j in range(i + 1, len(parts) + 1):
            piece = "/".join(parts[i:j])
            if any(fnmatch.fnmatchcase(piece, p) for p in pats):
                return True
    return False


def collect_sources(paths, exclude=()) -> list:
    """The files to analyse, as the user named them: a file as given, a directory as its .c files
    (recursively, sorted, excluded directories not entered). Each file once; [] when every named
    file is excluded (pre-commit passes files). SourceError for a path that does not exist, or a
    directory without any .c file, or with only excluded ones (an exclude too wide, likely)."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            found, any_c, pruned = [], False, False
            for root, dirs, names in os.walk(path):
                kept = sorted(d for d in dirs if not excluded(os.path.join(root, d), exclude))
                pruned = pruned or len(kept) < len(dirs)
                dirs[:] = kept
                c_files = [os.path.join(root, n) for n in names if n.endswith(".c")]
                any_c = any_c or bool(c_files)
                found += [f for f in c_files if not excluded(f, exclude)]
            if not found and (pruned or any_c):
                raise SourceError(f"no .c files in directory: {path} (every one is excluded)")
            if not any_c:
                raise SourceError(f"no .c files in directory: {path}")
            files += sorted(found)
        elif os.path.isfile(path):
            if not excluded(path, exclude):
                files.append(path)
        elif os.path.exists(path):
            raise SourceError(f"not a regular file: {path}")
        else:
            raise SourceError(f"no such file or directory: {path}")
    unique, seen = [], set()
    for f in files:
        key = os.path.realpath(f)
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique
