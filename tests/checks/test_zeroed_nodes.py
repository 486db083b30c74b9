"""Nodes made zero (calloc, memset) and then linked or filled in by functions (cJSON's shape:
`cJSON_New_Item` allocates and clears, `cJSON_CreateArray` sets the type, a failed
`add_item_to_object` leaves the item alone, `cJSON_Delete` walks `next`): a pointer
read from zero bytes is NULL, inside a function and through the summaries of its callees, so a
walk over such a node stops at it. Pointers that are stored there are still followed."""

NODE = """
    #include <stdlib.h>
    #include <string.h>
    typedef struct node { struct node *next, *child; int type; char *name; } node;
    int walk(node *item) {
        int s = 0;
        while (item != NULL) {
            s += item->type;                            // @walk_type
            node *c = item->child;
            if (c) s += c->type;                        // @walk_child
            item = item->next;                          // @walk_next
        }
        return s;
    }
    static node *new_item(void) {
        node *n = (node *)malloc(sizeof(node));
        if (n) memset(n, 0, sizeof(node));
        return n;
    }
    node *create(int type) {
        node *item = new_item();
        if (item) item->type = type;                    // (one path: the cell joins a zero)
        return item;
    }
"""


def test_a_pointer_read_from_zero_bytes_is_null(check):
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        struct n { struct n *next; int v; };
        int f(void) {
            struct n *a = calloc(1, sizeof *a);
            if (!a) return 0;
            struct n *x = a->next;
            if (x) return x->v;          // @calloc
            return 0;
        }
        int g(void) {
            struct n *a = malloc(sizeof *a);
            if (!a) return 0;
            memset(a, 0, sizeof *a);
            struct n *x = a->next;
            if (x) return x->v;          // @memset
            return 0;
        }
        int main(void) { return f() + g(); }""")
    assert r["calloc"] == "unreachable" and r["memset"] == "unreachable"


def test_a_walk_over_a_created_node_stops_at_it(check):
    """walk(a): a's fields read NULL, one node is read; walk(a->next): every block the loop's
    accesses may be in stands for that NULL, and the loop tests its pointer first."""
    r = check(NODE + """
        int use(void) {
            node *a = create(32);
            if (!a) return 0;
            int s = walk(a) + walk(a->next);
            free(a);
            return s;
        }""")
    for mark in ("walk_type", "walk_child", "walk_next"):
        assert r[mark] == "safe", mark


def test_an_untested_null_from_a_zeroed_node_still_warns(check):
    """A callee that dereferences its pointer without a test, called with the NULL of a zeroed
    field: the access is reported as before (not taken for unreached)."""
    r = check(NODE + """
        int get(node *x) {
            return x->type;                             // @get
        }
        int use(void) {
            node *a = create(32);
            if (!a) return 0;
            return get(a->next);
        }""")
    assert r["get"] in ("warning", "error")


def test_pointers_stored_in_a_zeroed_node_are_followed(check):
    """The zero fields read as NULL; a field that holds a pointer to a smaller block is that
    block: the walk's reads there fail."""
    r = check(NODE + """
        int main(void) {
            node *a = create(32);
            if (!a) return 0;
            a->next = (node *)malloc(8);     /* too small for a node */
            int s = walk(a);
            return s;
        }""")
    assert r["walk_type"] == "warning" or r["walk_type"] == "error"
    assert r["walk_next"] != "safe"


def test_a_callee_leaving_a_field_alone_keeps_it_null(check):
    """link_item() writes item->prev and leaves item->next as it came: in the caller it is still
    the zero of new_item (not a pointer to anywhere), so the count after the call reads one node."""
    r = check(NODE + """
        typedef struct list { node *first, *last; } list;
        static void link_item(list *l, node *item) {
            if (l->last) l->last->next = item;
            else l->first = item;
            l->last = item;
        }
        int count(node *item) {
            int n = 0;
            while (item) { n += item->type; item = item->next; }    // @count
            return n;
        }
        int add(list *l) {
            node *n = create(1);
            if (!n) return 0;
            link_item(l, n);
            return count(n);
        }""")
    assert r["count"] == "safe"


def test_a_recursive_walk_over_a_too_small_child_fails(check):
    """A walk that recurses into `child` and loops over `next`: the child is a block too small
    for a node, so the recursive call's read fails there. Its obligations come up through the
    recursion, landing in several views of the walk's own: the shape in which a range keeps a
    name that is also the caller's (SummaryCalls._rebase does not re-base such a range; this
    program warns with and without that guard, it keeps the shape covered)."""
    r = check("""
        #include <stdlib.h>
        struct node { struct node *next, *child; int v[6]; };
        int walk(struct node *item, int k) {
            int s = 0;
            while (item) {
                s += item->v[k];                        // @read
                s += walk(item->child, k);
                item = item->next;
            }
            return s;
        }
        int use(int k, int j) {
            if (k < 0 || k > 5 || j < 0 || j > 3) return 0;
            struct node arr[4];
            for (int i = 0; i < 4; i++) { arr[i].next = 0; arr[i].child = 0; }
            arr[j].child = calloc(1, 24);
            return walk(&arr[j], k);
        }""")
    assert r["read"] != "safe"
