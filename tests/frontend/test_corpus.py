"""Every corpus file (tests/frontend/corpus/*.c) preprocesses, parses, lowers and passes the IR
verifier, in both data models."""
import functools
import glob
import os

import pytest

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.nodes import CheckSite, Load, Store, Call
from absint.ir.verify import verify_program

CORPUS = os.path.join(os.path.dirname(__file__), "corpus")
FILES = sorted(glob.glob(os.path.join(CORPUS, "*.c")))
INCLUDE = (os.path.join(CORPUS, "include"),)


@functools.lru_cache(maxsize=None)
def lowered(path, machine):
    return load_program([path], FrontendOptions(machine=machine, include_dirs=INCLUDE))


def sites_of(program):
    out = []
    for f in program.functions.values():
        for node in f.cfg.nodes.values():
            for s in node.stmts:
                if isinstance(s, (Load, Store, Call)):
                    out.extend(s.sites)
    return out


@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(p) for p in FILES])
def test_corpus_file_lowers_and_verifies(path, machine):
    program = lowered(path, machine)
    assert program.functions, "no function lowered"
    assert verify_program(program) == []
    for s in sites_of(program):
        assert isinstance(s, CheckSite) and s.coord.line > 0
        assert os.path.basename(s.coord.file) == os.path.basename(path) or s.coord.file.endswith(".h")


def test_corpus_is_large_enough():
    assert len(FILES) >= 60


def test_corpus_has_accesses():
    # the corpus exists to exercise accesses: most files must produce check sites
    with_sites = 0
    for path in FILES:
        program = lowered(path, "lp64")
        with_sites += bool(sites_of(program))
    assert with_sites >= 0.8 * len(FILES)
