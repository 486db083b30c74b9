"""The call graph that orders the summaries: a call through a pointer goes to the
address-taken functions whose type fits the call (as the analysis resolves it), so a function
that cannot be called there forms no false cycle, whose members would be analysed again and
again as one recursive component (micro-ecc: a 2-argument `curve->mmod_fast(result, product)`
joined 12 functions of 2, 3 and 4 parameters in one cycle)."""
from absint.engine.calls import address_taken
from absint.engine.modular import call_graph, components_bottom_up
from absint.frontend import load_program

SOURCE = """
typedef struct curve { void (*reduce)(int *r, int *p); void (*twice)(int *a, int *b, int *c,
                                                                     const struct curve *k); } curve;
void mult(int *r, int *a, int *b, const curve *k) {
    int p[8] = {0};
    p[0] = a[0] * b[0];
    k->reduce(r, p);
}
static void reduce_a(int *r, int *p) { r[0] = p[0] % 7; }
static void reduce_b(int *r, int *p) { r[0] = p[1] % 5; }
static void twice(int *a, int *b, int *c, const curve *k) { mult(a, b, c, k); }
const curve CURVE = { reduce_a, twice };
const curve OTHER = { reduce_b, twice };
"""


def test_a_call_through_a_pointer_goes_to_the_functions_that_fit(tmp_path):
    src = tmp_path / "ecc.c"
    src.write_text(SOURCE)
    program = load_program([str(src)])
    graph = call_graph(program, address_taken(program))
    assert set(graph["mult"]) == {"reduce_a", "reduce_b"}     # not twice: 4 parameters
    assert graph["twice"] == ["mult"]
    # no cycle: each function is a component of its own
    assert all(len(c) == 1 for c in components_bottom_up(graph))
