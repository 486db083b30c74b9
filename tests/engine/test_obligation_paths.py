"""A summary keeps at most OBLIGATION_PATHS obligations of one access over the same ranges: more
call paths down to it are joined into one.
Each level of helpers calling helpers at several places multiplied them (frozen.c: 7,487
obligations in one summary). The join holds for every path: a caller that violates the
precondition on one path still gets its finding."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import modular
from absint.frontend import load_program

# put() reached from emit() along six call paths, each time with the caller's buffer
SOURCE = """
    struct out { char *buf; int len; int (*printer)(struct out *, const char *, int); };
    static void put(struct out *o, int i, char c) { o->buf[i] = c; o->printer(o, &c, 1); }
    static void two(struct out *o, int i) { put(o, i, 'a'); put(o, i + 1, 'b'); }
    static void emit(struct out *o, int i) { two(o, i); two(o, i + 2); two(o, i + 4); }
    void all(struct out *o) { emit(o, 0); }
    {caller}
    """

CALLER = """
    static int count(struct out *o, const char *s, int n) { (void)s; return o->len += n; }
    int main(void) {
        char b[SIZE];
        struct out o = { b, 0, count };
        all(&o);
        return o.len;
    }
"""


def run(tmp_path, caller="", source=SOURCE):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(source.replace("{caller}", caller)))
    return analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())


def most_per_key(items, key) -> int:
    counts = {}
    for x in items:
        counts[key(x)] = counts.get(key(x), 0) + 1
    return max(counts.values())


def emit_paths(tmp_path, recorded) -> int:
    run(tmp_path)
    return most_per_key(recorded["emit"].obligations, lambda ob: ob.query.site.id)


def test_paths_to_one_access_are_joined_past_the_limit(tmp_path, recorded, monkeypatch):
    assert emit_paths(tmp_path, recorded) == 1
    monkeypatch.setattr(modular, "OBLIGATION_PATHS", 100)
    assert emit_paths(tmp_path, recorded) == 6


def test_a_violation_on_one_path_is_still_found(tmp_path):
    ok = run(tmp_path, CALLER.replace("SIZE", "6"))
    assert {a.verdict for a in ok.accesses if a.function == "put"} == {"safe"}
    bad = run(tmp_path, CALLER.replace("SIZE", "5"))
    assert {a.verdict for a in bad.accesses if a.function == "put"} - {"safe"}


def test_a_callback_in_a_peeled_loop_is_deferred_once(tmp_path, recorded):
    # the recording pass judges a loop's nodes in each partition (first iteration, the others)
    # and, when that proves nothing, in the joined state: the callback is made by the callers
    # once per state kept, not once per pass
    run(tmp_path, source="""
        #include <ctype.h>
        struct out { int (*printer)(struct out *, const char *, int); char *buf; };
        int escape(struct out *o, const char *p, unsigned long len) {
            int n = 0;
            for (unsigned long i = 0; i < len; i++) {
                unsigned char ch = ((unsigned char *) p)[i];
                if (ch == '"') { n += o->printer(o, "\\\\", 1); n += o->printer(o, p + i, 1); }
                else if (isprint(ch)) n += o->printer(o, p + i, 1);
            }
            return n;
        }""")
    calls = recorded["escape"].calls
    assert len({id(dc.call) for dc in calls}) == 3
    assert most_per_key(calls, lambda dc: id(dc.call)) == 1
