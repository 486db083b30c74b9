"""A loop that copies elements out of a parameter's array (`E en = old[i];`, a struct copy:
memcpy from old + i): each visit dropped the entry cell it had read and made it again, and the
loop head never compared below itself (AbsState.leq required other's cells on both sides where
the join materializes them): 200,000 steps, every access "not checked", for 8 lines (benhoyt/ht's
ht_expand took 113 s)."""

SUM = """
        typedef struct { int a; } E;
        int sum(E *old, int n) {
            int s = 0;
            for (int i = 0; i < n; i++) {
                E en = old[i];                                      // @copy
                s += en.a;
            }
            return s;
        }
"""


def test_a_struct_copied_out_of_a_parameter_array_in_a_loop_is_checked(check):
    r = check(SUM + """
        typedef struct { const char *key; void *value; } entry;
        int count(entry *tab, int cap) {
            int k = 0;
            for (int i = 0; i < cap; i++) {
                entry e = tab[i];                                   // @entry
                if (e.key != 0) k++;
            }
            return k;
        }""")
    assert r["copy"] == "safe" and r["entry"] == "safe"
    assert not [a for a in r.report.accesses if "not checked" in (a.message or "")]


def test_the_same_loop_past_the_callers_array_is_an_error(check):
    r = check(SUM + """
        int main(void) {
            E four[4] = {{1}, {2}, {3}, {4}};
            return sum(four, 5);
        }""")
    assert r["copy"] in ("error", "warning")
