"""Recursive components: their summaries are fixpoints over rounds (each round sees the last
round's summaries, never a cached analysis of an older one), they stabilize (joins, widening with
the program's constants, then without), and if one ever does not, its accesses and its callees'
obligations are warnings, never lost as "unreachable"."""
from absint.engine import modular

PING_PONG = """
    static int leaf(int *b, int i) {
        b[i - 1] = 2;                       // @leaf
        return 2;
    }
    static int pong(int *b, int n);
    static int ping(int *b, int n) {
        if (n <= 0) return 0;
        return leaf(b, n - 1) + pong(b, n - 1);
    }
    static int pong(int *b, int n) {
        if (n <= 0) return 0;
        return ping(b, n - 1);
    }
    static int g[5];
    int main(int argc, char **argv) {
        int h[8];
        if (argc < 2 || argc > 7) return 0;
        ping(g, argc);
        h[8] = 0;                           // @after
        return 0;
    }"""


def test_code_after_a_recursive_call_is_reached(check):
    r = check("""
        static int rec(int n) {
            if (n <= 0) return 0;
            return rec(n - 1);
        }
        int main(void) {
            int g[8];
            rec(1);
            g[8] = 1;                       // @after
            return g[0];
        }""")
    assert r["after"] == "error"


def test_mutual_recursion_with_many_constants_stabilizes(check):
    # constants elsewhere in the program are widening thresholds: one per round must not outlast
    # the rounds of the component
    many = "\n".join(f"int k{i}(void) {{ return {i * 7 + 3}; }}" for i in range(40))
    r = check(PING_PONG + "\n" + many)
    assert r["leaf"] == "warning" and r["after"] == "error"
    assert not [d for d in r.report.diagnostics if "stabilize" in d.message]


def test_a_component_that_does_not_stabilize_leaves_warnings(check, monkeypatch):
    monkeypatch.setattr(modular, "MAX_SCC_ROUNDS", 1)
    r = check(PING_PONG)
    assert r["leaf"] == "warning"
    assert "not checked" in r.access("leaf").message
    assert r["after"] == "error"
    assert [d for d in r.report.diagnostics if "did not stabilize" in d.message]
