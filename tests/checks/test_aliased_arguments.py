"""Aliased arguments (`add(x, x, y)`: the block written through one parameter is read through
another) send a call into context, where the summary, which took its inputs as distinct blocks,
would be wrong. Past a budget of work (AnalysisOptions.context_work: in-place big-number code
nests such calls, a cost that multiplies with the depth), a summary whose accesses do not depend
on that memory's contents is applied instead, and what the callee wrote is forgotten: never the
summary's values computed from contents it took as distinct."""
from absint.config import AnalysisOptions

EAGER = AnalysisOptions(context_work=-1)     # every aliased call past the budget at once

COPY_SHIFTED = """
    static void shift(int *dst, const int *src) {
        dst[0] = 3;
        dst[1] = src[0] + 10;       /* src == dst: 13, where the summary says 10 */
    }
    int main(void) {
        int a[2] = {0, 0};
        int table[12] = {0};
        shift(a, a);
        table[a[0] + 9] = 1;        // @first
        return table[a[1]];         // @use
    }"""


def test_aliased_call_in_context_finds_the_overflow(check):
    assert check(COPY_SHIFTED)["use"] == "error"


def _decisions(check, code, options, monkeypatch):
    """(callee, in context?, blocks forgotten) of each aliased call the analysis met."""
    from absint.engine.calls import Calls
    seen = []
    original = Calls.needs_context

    def spy(self, frame, st, fn, summary, state, record=False):
        out = original(self, frame, st, fn, summary, state, record)
        if self.aliased_blocks(frame, st, fn, summary, state):
            seen.append((fn.name, out, self.alias_forget))
        return out
    monkeypatch.setattr(Calls, "needs_context", spy)
    return check(code, options), seen


def test_past_the_budget_the_summary_is_applied_and_the_writes_forgotten(check, monkeypatch):
    r, seen = _decisions(check, COPY_SHIFTED, EAGER, monkeypatch)
    # (what shift wrote is forgotten: the whole block, or the cells it wrote, both of a's ints)
    assert seen and all(d[:2] == ("shift", False) and d[2].keys() == {"main.a"} and
                        d[2]["main.a"] in (None, [(0, 4), (4, 8)]) for d in seen)
    assert r["use"] in ("warning", "error")      # a[1] is any int: never safe
    assert r["first"] == "warning"   # a[0]: 3 in context (an error); forgotten, any int
    _, seen = _decisions(check, COPY_SHIFTED, AnalysisOptions(), monkeypatch)
    assert ("shift", True, None) in seen          # within the budget: in context


def test_past_the_budget_an_access_that_reads_the_aliased_memory_goes_into_context(
        check, monkeypatch):
    r, seen = _decisions(check, """
        static int table[12];
        static void poke(int *dst, const int *src) {
            dst[0] = 11;
            table[src[0] + 1] = 1;  // @poke
        }
        int main(void) {
            int a[1] = {0};
            poke(a, a);             /* src[0] is 11 by then: table[12] */
            return 0;
        }""", EAGER, monkeypatch)
    assert r["poke"] == "error"
    assert seen and all(out is True for _, out, _ in seen)


def test_past_the_budget_the_accesses_of_an_in_place_add_stay_proven(check):
    r = check("""
        static unsigned add(unsigned *r, const unsigned *x, const unsigned *y, int n) {
            unsigned carry = 0;
            for (int i = 0; i < n; i++) {
                unsigned s = x[i] + y[i] + carry;   // @read
                carry = s < x[i];
                r[i] = s;                           // @write
            }
            return carry;
        }
        int main(void) {
            unsigned a[8] = {1}, b[8] = {2};
            add(a, a, b, 8);
            return (int)a[0];
        }""", EAGER)
    assert r["read"] == "safe" and r["write"] == "safe"


# an in-place step: with p == q, q[0] is read after p[0] was bumped
BUMP = """
        int table[10];
        static int *bump(int *p, const int *q) {
            p[0] = p[0] + 1;
            table[q[0]] = 1;        // @bump
            return p;
        }
"""


def test_a_loop_of_aliased_calls_is_analysed_in_context_at_every_visit(check):
    # the first iteration (peeled) is in context; past the visits of one call site, the summary
    # bound the read q[0] to the caller's b[0] == i before the call, 0..9: safe. It is i + 1.
    r = check(BUMP + """
        int main(void) {
            int b[1];
            for (int i = 0; i < 10; i++) {
                b[0] = i;
                bump(b, b);
            }
            return 0;
        }""")
    assert r["bump"] == "error"


SECOND_READ = """
    static void twice(int *p, const int *q) {
        int a[10];
        int x = q[0];
        p[0] = 12;
        if (q[0] != x)
            a[q[0] - x] = 1;        // @proof
        a[%s] = 2;                  // @plain
    }
    int main(void) {
        int b[4] = {0, 0, 0, 0};
        twice(b, b);
        return 0;
    }"""


def test_past_the_budget_a_proof_that_two_reads_agree_is_not_taken(check):
    # the summary proves a[q[0] - x] unreachable (q[0] == x, the blocks distinct); with p == q
    # it is a[12]. Its open accesses read nothing of the parameters' memory: only a function
    # whose accesses and branches are blind to memory contents may skip the context
    r = check(SECOND_READ % "0", EAGER)
    assert r["proof"] == "error"
    assert r["plain"] == "safe"


def test_content_blind_follows_loads_branches_and_callees(tmp_path):
    from absint.config import FrontendOptions
    from absint.engine.calls import content_blind
    from absint.frontend import load_program
    path = tmp_path / "blind.c"
    path.write_text("""
        static int g;
        static void leaf(int *r, const int *x, int n) {
            for (int i = 0; i < n; i++) r[i] = x[i] + 1;
        }
        static void calls_leaf(int *r, int n) { leaf(r, r, n); }
        static void branches(int *r) { if (r[0]) r[1] = 0; }
        static void indexes(int *r) { int k = r[0] & 3; r[k] = 0; }
        static void global_index(int *r) { r[g & 3] = 0; }
        static void calls_branches(int *r) { branches(r); }
        static void copies(char *d, const char *s) { __builtin_memcpy(d, s, 4); }
        /* x[i] read only where x[i] decided: its reachability depends on memory */
        static unsigned picks(unsigned *r, const unsigned *x, int n) {
            unsigned c = 0;
            for (int i = 0; i < n; i++) {
                unsigned s = x[i] + 1;
                if (s != x[i])
                    c = s < x[i];
                r[i] = s;
            }
            return c;
        }
        static void counts(int *r) { int i = 0; while (r[0] > i) i++; r[i & 3] = 0; }
        static void nested(int *r, int n) { if (r[0]) { if (n > 2) r[1] = 0; } }
        int main(void) { return 0; }""")
    program = load_program([str(path)], FrontendOptions())
    memo = {}
    verdicts = {f: content_blind(program, f, memo) for f in
                ("leaf", "calls_leaf", "branches", "indexes", "global_index", "calls_branches",
                 "copies", "picks", "counts", "nested")}
    assert verdicts == {"leaf": True, "calls_leaf": True, "branches": False, "indexes": False,
                        "global_index": False, "calls_branches": False, "copies": False,
                        "picks": False, "counts": False, "nested": False}


def test_an_aliased_recursion_is_judged_for_any_arguments(check):
    # the recursive call cannot go into context and its summary took p and q as distinct blocks
    # (q[0] as it was before the call: 1..): b[0] reaches 12
    r = check("""
        int table[10];
        static void rec(int *p, const int *q, int n) {
            if (n <= 0)
                return;
            p[0] = p[0] + 1;
            table[q[0]] = 1;        // @rec
            rec(p, q, n - 1);
        }
        int main(void) {
            int b[1] = {0};
            rec(b, b, 12);
            return 0;
        }""")
    assert r["rec"] != "safe"


def test_past_its_visits_an_aliased_call_is_judged_for_any_arguments(check, monkeypatch):
    # nested loops visit the call more than ALIASED_VISITS times in one analysis: past them the
    # callee's accesses are judged for arguments of unknown origin, never by the summary
    from absint.engine.calls import Calls
    valve = []
    original = Calls.aliased_past_inlining

    def spy(self, frame, st, fn, state, record):
        valve.append(fn.name)
        return original(self, frame, st, fn, state, record)
    monkeypatch.setattr(Calls, "aliased_past_inlining", spy)
    r = check(BUMP + """
        int main(void) {
            int b[1];
            for (int h = 0; h < 30; h++)
                for (int j = 0; j < 30; j++)
                    for (int k = 0; k < 30; k++)
                        for (int i = 0; i < 10; i++) {
                            b[0] = i;
                            bump(b, b);
                        }
            return 0;
        }""")
    assert valve and set(valve) == {"bump"}
    assert r["bump"] != "safe"


HASH_BLOCK = """
    typedef struct { unsigned char data[64]; unsigned int len; unsigned int state[2]; } ctx_t;
    static void transform(ctx_t *ctx, const unsigned char data[]) {
        unsigned int i, j, m[16];
        for (i = 0, j = 0; i < 16; ++i, j += 4)
            m[i] = data[j] | data[j + 1] << 8 | data[j + 2] << 16 | data[j + 3] << 24;  // @data
        ctx->state[0] += m[3];                                                          // @state
    }
    static void update(ctx_t *ctx, const unsigned char *in, unsigned n) {
        for (unsigned i = 0; i < n; i++) {
            ctx->data[ctx->len] = in[i];                                                // @fill
            if (++ctx->len == 64) { transform(ctx, ctx->data); ctx->len = 0; }
        }
    }
    int main(void) {
        unsigned char text[] = "aaaaaaaaaa";
        ctx_t c;
        c.len = 0;
        for (int k = 0; k < 1000; k++)
            update(&c, text, 10);
        return c.state[0] & 1;
    }"""


def test_a_relation_the_intervals_imply_ties_no_access_to_the_contents(check, monkeypatch):
    # transform(ctx, ctx->data): its accesses depend on no contents; that `ctx` (offset 0) is
    # below every positive value read from `data` is no tie between them (a constant would tie
    # everything): past the budget its summary answers, and the hash update stays proven
    r, seen = _decisions(check, HASH_BLOCK, EAGER, monkeypatch)
    assert seen and all(name == "transform" and out is False for name, out, _ in seen)
    assert r["data"] == "safe" and r["state"] == "safe" and r["fill"] == "safe"
    r = check(HASH_BLOCK)
    assert r["data"] == "safe" and r["state"] == "safe" and r["fill"] == "safe"


HASH_UPDATE = """
    typedef struct { unsigned char data[64]; unsigned datalen; unsigned state[8]; } CTX;
    static void transform(CTX *ctx, const unsigned char data[]) {
        unsigned a = ctx->state[0], b = ctx->state[1];
        for (int i = 0; i < 64; ++i) { a += data[i]; b ^= a; }
        ctx->state[0] = a;
        ctx->state[1] = b;
    }
    static void update(CTX *ctx, const unsigned char *in, unsigned len) {
        for (unsigned i = 0; i < len; ++i) {
            ctx->data[ctx->datalen] = in[i];              // @store
            ctx->datalen++;
            if (ctx->datalen == 64) { transform(ctx, ctx->data); ctx->datalen = 0; }
        }
    }
    int main(void) {
        CTX c = {0};
        unsigned char msg[200] = {0};
        for (int k = 0; k < 1000; ++k)
            update(&c, msg, 200);
        return c.data[c.datalen];                         // @after
    }"""


def test_a_callee_that_writes_only_unknown_numbers_is_answered_by_its_summary(check, monkeypatch):
    # transform(ctx, ctx->data) hashes the data into ctx->state: the analysis in context would
    # learn nothing the summary does not say (any 32-bit values), at the cost of a whole
    # analysis of transform at every visit of update's loop. Its summary answers at once, and
    # only the cells it writes are forgotten: ctx->datalen stays below 64
    r, seen = _decisions(check, HASH_UPDATE, AnalysisOptions(), monkeypatch)
    transforms = [d for d in seen if d[0] == "transform"]
    assert transforms and all(inside is False and forgot and
                              all(spans is not None for spans in forgot.values())
                              for _, inside, forgot in transforms)
    assert r["store"] == "safe" and r["after"] == "safe"
