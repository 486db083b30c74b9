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


TREE = """
    #include <stdlib.h>
    typedef struct value value;
    typedef struct object { value **values; char **names; size_t count; } object;
    struct value { int type; object *obj; };
    void value_free(value *v);
    static void object_free(object *o) {
        size_t i;
        for (i = 0; i < o->count; i++) {
            free(o->names[i]);                      // @names
            value_free(o->values[i]);               // @values
        }
        free(o->names);
        free(o->values);
        free(o);
    }
    void value_free(value *v) {
        if (v->type == 1)                           // @type
            object_free(v->obj);
        free(v);
    }
"""


def test_a_tree_freed_by_two_functions_that_call_each_other_is_under_the_contract(check):
    """The nodes below a node (object_free's `o~`) land in several views of value_free's (a path
    block and its deep block): their obligations kept object_free's block name, memory of unknown
    size at the library's root, and every access of the two functions was a warning (parson's
    json_value_free / json_object_free: 392 -> 347 warnings)."""
    r = check(TREE)
    for label in ("names", "values", "type"):
        assert r[label] == "safe", (label, r[label])
    contracts = {d.message for d in r.report.diagnostics if "contract of" in d.message}
    assert any("memory reached from 'v'" in c for c in contracts), contracts


def test_a_node_with_a_short_array_below_the_root_is_still_caught(check):
    r = check(TREE + """
        int main(void) {
            value *root = calloc(1, sizeof *root), *leaf = calloc(1, sizeof *leaf);
            object *o = calloc(1, sizeof *o);
            if (!root || !o || !leaf) return 1;
            o->values = calloc(1, sizeof(value *));
            o->names = calloc(2, sizeof(char *));
            if (!o->values || !o->names) return 1;
            o->values[0] = leaf;
            o->count = 2;
            root->type = 1;
            root->obj = o;
            value_free(root);
            return 0;
        }""")
    assert r["values"] == "error"


THREE = """
    #include <stdlib.h>
    typedef struct value value;
    typedef struct object { char **names; value **values; size_t count; } object;
    typedef struct array { value **items; size_t count; } array;
    struct value { value *parent; int type; union { object *obj; array *arr; char *s; } u; };
    void value_free(value *v);
    static void object_deinit(object *o, int free_keys, int free_values) {
        unsigned int i;
        for (i = 0; i < o->count; i++) {
            if (free_keys) free(o->names[i]);            // @names
            if (free_values) value_free(o->values[i]);   // @values
        }
        o->count = 0;
        free(o->names);
        free(o->values);
        o->names = NULL;
        o->values = NULL;
    }
    static void object_free(object *o) { object_deinit(o, 1, 1); free(o); }
    static void array_free(array *a) {
        size_t i;
        for (i = 0; i < a->count; i++)
            value_free(a->items[i]);                     // @items
        free(a->items);
        free(a);
    }
    void value_free(value *v) {
        switch (v->type) {                               // @type
        case 1: object_free(v->u.obj); break;
        case 2: array_free(v->u.arr); break;
        case 3: free(v->u.s); break;
        }
        free(v);
    }
"""


def test_a_tree_freed_through_a_cycle_of_three_functions_stabilizes(check):
    """parson's json_value_free -> json_object_free -> json_object_deinit: the exit states never
    compared equal (a cell kept on one side, folded into the summary by the widening on the
    other, was "not below" it: every access "not checked, its recursion did not stabilize"), and
    the deep memory of object_deinit's view mapped to unknown memory in object_free (all of its
    state reachable from its view was taken for a pointer to unknown memory in the way)."""
    r = check(THREE)
    for label in ("names", "values", "items", "type"):
        assert r[label] == "safe", (label, r[label])
    assert not any("did not stabilize" in d.message for d in r.report.diagnostics)


def test_a_short_array_three_calls_down_is_still_caught(check):
    r = check(THREE + """
        int main(void) {
            value *root = calloc(1, sizeof *root);
            object *o = calloc(1, sizeof *o);
            if (!root || !o) return 1;
            o->names = calloc(1, sizeof(char *));
            o->values = calloc(2, sizeof(value *));
            if (!o->names || !o->values) return 1;
            o->count = 2;
            root->type = 1;
            root->u.obj = o;
            value_free(root);
            return 0;
        }""")
    assert r["names"] in ("warning", "error")



def test_a_recursive_emitter_of_a_global_code_pointer_stabilizes(check):
    """A recursive descent that emits through a global pointer (`*++e = op`, c4's expr): each
    round of the component's exit states recorded its writes further on (where the recursive
    calls had left e), so the exits never compared equal and every access of the component was
    "not checked" after 12 rounds. From the seventh round the writes and cells that moved on
    are folded into the block's summary."""
    r = check("""
        long *e;
        int tk;
        char *p;
        void next(void) { tk = *p ? *p++ : 0; }
        void expr(int lev) {
            if (tk == '(') { next(); expr(0); *++e = 1; next(); }
            else if (tk == '-') { next(); *++e = 2; *++e = 3; expr(9); *++e = 4; }
            else { *++e = 5; *++e = tk; next(); }                       // @emit
            while (tk == '+' && lev < 5) { next(); *++e = 6; expr(lev + 1); *++e = 7; }
        }""")
    assert not [a for a in r.report.accesses if "not checked" in (a.message or "")]
    assert r["emit"] == "warning"      # e's room is the caller's: no proof either way
