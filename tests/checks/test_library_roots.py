"""What a library (no main) exposes: every external function is an entry with any arguments,
and a call through a pointer its callers provide may run any address-taken function whose type
fits. Neither may hide an overflow behind `safe` or `unreachable` (issue 15)."""


def test_function_table_callees_are_checked_from_a_library_root(check):
    r = check("""
        typedef int (*fn)(int *buf, int n);
        static int f1(int *buf, int n) { return buf[n]; }      // @f1
        static int f2(int *buf, int n) { return buf[n + 1]; }  // @f2
        static int f3(int *buf, int n) { return buf[n - 1]; }  // @f3
        typedef struct { int a; fn func; } cfg;
        static const cfg table[3] = { {0, f1}, {1, f2}, {2, f3} };
        int run(int level) {
            int buf[10];
            if (level < 0 || level > 2) return -1;
            return (*(table[level].func))(buf, 10);
        }""")
    # out of bounds when run calls them, in bounds for a caller that keeps their contract
    assert r["f1"] == "warning" and r["f2"] == "warning"
    assert r["f3"] == "safe"
    assert "run calls f1" in r.access("f1").notes[-1]
    assert r.access("f1").witness == {"offset": 40}
    contracts = {d.message for d in r.report.diagnostics if "contract of" in d.message}
    assert "contract of 'f1': requires `buf` valid for n + 1 elements of 4 bytes" in contracts


def test_callback_of_a_root_parameter_reaches_every_fitting_function(check):
    r = check("""
        static int cb_a(char *p, int n) { return p[n]; }     // @a
        static int cb_b(char *p) { return p[0]; }            // @b
        int (*keep_b)(char *) = cb_b;
        int (*keep_a)(char *, int) = cb_a;
        int apply(int (*f)(char *, int)) {
            char local[4] = "abc";
            return f(local, 4);
        }""")
    assert r["a"] == "warning"       # apply's cb_a(local, 4) reads local[4]
    assert "apply calls cb_a" in r.access("a").notes[-1]
    assert r["b"] == "safe"          # its address leaves the library: an entry with a contract


def test_an_external_function_also_called_inside_the_library_is_an_entry(check):
    r = check("""
        static int table[4];
        int api_get(int i) {
            if (i < 0) return -1;
            return table[i];            // @get
        }
        int api_first(void) { return api_get(0); }""")
    # judged for any i, not only api_first's 0: safe under a contract on i, which it states
    assert r["get"] == "safe"
    contracts = {d.message for d in r.report.diagnostics if "contract of" in d.message}
    assert contracts == {"contract of 'api_get': requires `i` <= 3"}


def test_a_static_function_is_judged_from_its_callers_only(check):
    r = check("""
        static int table[4];
        static int get(int i) { return table[i]; }   // @get
        int api_first(void) { return get(0) + get(3); }""")
    assert r["get"] == "safe"


def test_a_call_chain_deeper_than_the_python_stack_is_analysed(check):
    # summaries are made bottom-up: a chain of 1,200 calls needs no nesting in the analyzer
    n = 1200
    lines = ["int a[10];", "int f0(int i) { return a[i]; }   // @leaf"]
    lines += [f"int f{k}(int i) {{ return f{k - 1}(i) + 1; }}" for k in range(1, n)]
    lines.append(f"int main(void) {{ return f{n - 1}(3) + f{n - 1}(10); }}")
    r = check("\n".join(lines))
    assert r["leaf"] == "warning"          # in bounds for 3, out of bounds for 10
    assert r.report.stats.internal_errors == 0
    assert not [d for d in r.report.diagnostics if "stopped early" in d.message]


LIST_SUM = """
        struct node { int v; struct node *next; };
        int sum(struct node *l) {
            int s = 0;
            for (struct node *p = l; p; p = p->next)   // @next
                s += p->v;                             // @v
            return s;
        }"""


def test_a_list_walked_by_a_library_function_is_under_its_contract(check):
    # the nodes past the first two are one summary block: the pointers read from it are the
    # caller's, each to its own node (a view at offset 0), not anywhere in unknown memory
    r = check(LIST_SUM)
    assert r["next"] == "safe" and r["v"] == "safe"
    contracts = {d.message for d in r.report.diagnostics if "contract of" in d.message}
    assert any("`memory reached from 'l'` valid for 16 bytes" in c for c in contracts)


def test_a_short_node_deep_in_the_list_breaks_the_walk(check):
    r = check(LIST_SUM + """
        int main(void) {
            int raw[3] = {7, 0, 0};        /* 12 bytes: `next` would be bytes 8..15 */
            struct node *short_node = (struct node *)raw;
            struct node c = {3, short_node}, b = {2, &c}, a = {1, &b};
            return sum(&a);
        }""")
    assert r["next"] in ("warning", "error")


LIST_DELETE = """
        #include <stdlib.h>
        typedef struct item { struct item *next, *prev, *child; int type; char *text; } item;
        void delete_items(item *it) {
            while (it != NULL) {
                item *next = it->next;                         // @next
                if (it->type != 3 && it->child != NULL)        // @child
                    delete_items(it->child);
                if (it->type != 3 && it->text != NULL) {
                    free(it->text);
                    it->text = NULL;                           // @clear
                }
                free(it);
                it = next;
            }
        }"""


def test_a_list_function_that_clears_fields_keeps_its_nodes_at_offset_0(check):
    # `it->text = NULL` writes into the nodes past the first (a summary block): a NULL, like
    # a pointer at offset 0, keeps every pointer there the caller's view at offset 0; so does
    # the recursive call, whose writes are such pointers too
    r = check(LIST_DELETE)
    assert r["next"] == "safe" and r["child"] == "safe" and r["clear"] == "safe"


def test_a_pointer_moved_inside_a_node_is_not_taken_for_offset_0(check):
    r = check("""
        #include <stdlib.h>
        typedef struct N { struct N *next; int v[4]; } N;
        static void shift(N *a) { if (a->next) a->next = (N *)((char *)a->next + 8); }
        static void walk(N *it) {
            while (it) {
                shift(it);
                it = it->next;
                if (it) it->v[3] = 1;                    // @v3
            }
        }
        int main(void) {
            N *a = malloc(sizeof(N)), *b = malloc(sizeof(N)), *c = malloc(sizeof(N));
            if (!a || !b || !c) return 1;
            a->next = b; b->next = c; c->next = 0;
            walk(a);
            return 0;
        }""")
    assert r["v3"] in ("warning", "error")   # bytes 28..31 of a 24-byte node


def test_a_short_node_linked_by_the_list_function_itself_is_found(check):
    r = check("""
        #include <stdlib.h>
        typedef struct N { struct N *next; int v[4]; } N;
        static void append(N *it, N *tail) {
            while (it) {
                if (!it->next) { it->next = tail; tail->next = 0; }
                it = it->next;
                if (it) it->v[3] = 1;                    // @v3
            }
        }
        int main(void) {
            N *a = malloc(sizeof(N)), *b = malloc(sizeof(N));
            N *t = malloc(12);
            if (!a || !b || !t) return 1;
            a->next = b; b->next = 0;
            append(a, t);
            append(b, t);
            return 0;
        }""")
    assert r["v3"] == "error"


def test_a_headers_uncalled_static_inline_function_is_an_entry(tmp_path):
    # klib's kstring.h: `static inline` helpers are the header's API for its includers; one
    # that nothing in the files calls is judged under its contract, not left unreachable. A
    # static function of the .c file that nothing calls stays dead code.
    report = _analyse_files(tmp_path, {
        "lib.h": "static inline int first(const int *a) { return a[0]; }\n"
                 "static inline int over(void) { int b[2]; b[2] = 1; return b[0]; }\n"
                 "static inline int used(const int *a) { return a[1]; }\n",
        "lib.c": '#include "lib.h"\n'
                 "static int dead(void) { int c[2]; c[3] = 1; return c[0]; }\n"
                 "int api(const int *a) { return used(a); }\n"}, "lib.c")
    verdict = {a.function: a.verdict for a in report.accesses if a.access == "write"
               or a.function == "first"}
    assert verdict["first"] == "safe" and verdict["over"] == "error"
    assert verdict["dead"] == "unreachable"
    contracts = {d.message for d in report.diagnostics if "contract of" in d.message}
    assert "contract of 'first': requires `a` valid for 4 bytes" in contracts


def test_a_file_of_static_functions_only_is_analysed_from_those_nothing_calls(tmp_path):
    # hiredis's dict.c is #included by hiredis.c: analysed alone, every function is static and
    # none is called from outside. Those nothing calls are its API (judged under contracts),
    # not dead code; a note says so.
    report = _analyse_files(tmp_path, {
        "dict.c": "static int helper(const int *a, int i) { return a[i]; }\n"
                  "static int get(const int *a) { return helper(a, 1); }\n"
                  "static int broken(void) { int c[2]; c[3] = 1; return c[0]; }\n"}, "dict.c")
    verdicts = {}
    for a in report.accesses:
        verdicts.setdefault(a.function, set()).add(a.verdict)
    assert verdicts["broken"] == {"safe", "error"} and "unreachable" not in verdicts["helper"]
    notes = [d.message for d in report.diagnostics if "is static" in d.message]
    assert notes == ["every function of " + str(tmp_path / "dict.c") + " is static: the 2 that "
                     "nothing calls ('broken', 'get') are analysed as its entry points (a file "
                     "meant to be #included by another?)"]


def _analyse_files(tmp_path, files: dict, analysed: str):
    """The report on `analysed` (a library: no main) among `files` {name: text} written to
    tmp_path."""
    from absint.checks import analyze
    from absint.config import AnalysisOptions, FrontendOptions
    from absint.frontend import load_program
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return analyze(load_program([str(tmp_path / analysed)], FrontendOptions()), AnalysisOptions())
