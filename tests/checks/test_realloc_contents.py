"""What realloc's new block and a weak copy (memmove inside an array of pointers) hold: the
pointers the old contents held, at any offset, not pointers to anywhere. A write through one
of them was taken to write any memory, which then made every pointer of the program unknown
(kilo: `E.row = realloc(E.row, ...)`, then `memcpy(E.row[at].chars, s, len + 1)`)."""


def test_a_grown_array_of_rows_keeps_its_pointers(check):
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        typedef struct row { int size; char *chars; } row;
        static struct { int n; row *rows; } E;
        void add(char *s, size_t len) {
            row *r = realloc(E.rows, sizeof(row) * (E.n + 1));
            if (!r) return;
            E.rows = r;
            E.rows[E.n].chars = malloc(len + 1);
            if (!E.rows[E.n].chars) return;
            memcpy(E.rows[E.n].chars, s, len + 1);
            E.rows[E.n].size = len;                     // @size
            E.n++;
        }
        int main(void) { add("ab", 2); add("c", 1); return 0; }""")
    assert r["size"] == "safe"


def test_a_pointer_read_from_the_grown_block_still_points_where_it_did(check):
    """small has 2 bytes: w[0][3] is past it, whatever the copy kept of the offset."""
    r = check("""
        #include <stdlib.h>
        char small[2];
        int main(void) {
            char **v = malloc(sizeof(char *));
            if (!v) return 0;
            v[0] = small;
            char **w = realloc(v, 2 * sizeof(char *));
            if (!w) return 0;
            w[0][3] = 1;                                // @grown
            return 0;
        }""")
    assert r["grown"] in ("warning", "error")


def test_a_write_through_a_moved_pointer_writes_only_where_it_may_point(check):
    r = check("""
        #include <string.h>
        char a[4], b[4];
        int g[4];
        int main(void) {
            struct { int i; } s = { 1 };
            char *v[3] = { a, b, a };
            memmove(v + 1, v, 2 * sizeof(char *));
            v[2][0] = 0;
            return g[s.i];                              // @field
        }""")
    assert r["field"] == "safe"
