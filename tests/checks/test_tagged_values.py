"""Tagged values (a type field, a union of representations), as JSON and AST libraries write
them: an obligation of a case the caller's value is not in is not judged there, and an accessor
that returns through a conditional (`return v ? v->type : 0;`) keeps the value it returns tied
to the state it came from."""
import pytest

TAGGED = """
    #include <stdlib.h>
    typedef struct object { void **items; size_t count; } object;
    typedef struct value { struct value *parent; int type;
                           union { int boolean; object *obj; char *s; } u; } value;
    static int get_type(const value *v) { return v ? v->type : 0; }
    static void object_free(object *o) {
        size_t i;
        for (i = 0; i < o->count; i++)
            free(o->items[i]);                      // @items
        free(o);
    }
    void value_free(value *v) {
        switch (TEST) {
        case 4: object_free(v->u.obj); break;
        case 3: free(v->u.s); break;
        default: break;
        }
        free(v);
    }
    int append_boolean(int b) {
        value *v = malloc(sizeof *v);
        if (!v) return -1;
        v->parent = NULL;
        v->type = 6;
        v->u.boolean = b ? 1 : 0;
        if (b > 5) {
            value_free(v);
            return -1;
        }
        return 0;
    }
"""


@pytest.mark.parametrize("test", ["v->type", "get_type(v)"])
def test_a_tagged_value_of_another_type_does_not_reach_the_objects_accesses(check, test):
    """value_free's obligations in `case 4` carry `type == 4`; the caller's value has type 6, so
    the merged state is empty. It was judged anyway: its range, the int stored where the union
    holds the pointer, was memory of unknown size, a warning. Through the accessor, `return v ?
    v->type : 0` joined its arms in one temporary and the case tested nothing of v (parson's
    json_array_append_boolean -> json_value_free)."""
    r = check(TAGGED.replace("TEST", test))
    assert r["items"] == "safe"


def test_each_arm_of_a_returned_conditional_is_converted_to_its_type_first(check):
    """`c ? -1 : 2u` is unsigned int: -1 returned as long is 4294967295, not -1."""
    r = check("""
        long f(int c) { return c ? -1 : 2u; }
        int main(void) {
            char a[4] = {0};
            long i = f(1);
            if (i < 0)
                return a[i];                    // @never
            return a[i & 3];
        }""")
    assert r["never"] == "unreachable"
