"""Struct fields laid over untyped heap memory, and values read back at another width."""


def test_struct_fields_in_a_large_untyped_block_keep_their_values(check):
    # D11 (SV-COMP 20051113-1): the loop bound s->Count (4 bytes at offset 0) was read as the
    # hull of every value stored in the block, 555 included
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        typedef struct { short a; unsigned short b; unsigned short c;
                         unsigned long long Count; long long Count2; } __attribute__((packed)) S1;
        typedef struct { int Count; S1 List[]; } __attribute__((packed)) S3;
        int sum(S3 *s) {
            int i, t = 0;
            for (i = 0; i < s->Count; i++)
                t += (int)s->List[i].Count;   // @read
            return t;
        }
        int main(void) {
            S3 *p = malloc(sizeof(int) + 3 * sizeof(S1));
            if (!p) return 0;
            memset(p, 0, sizeof(int) + 3 * sizeof(S1));
            p->Count = 3;
            p->List[0].Count = 555;
            p->List[1].Count = 999;
            return sum(p);
        }""")
    assert r["read"] == "safe"


def test_a_value_read_back_at_another_width_is_not_the_stored_value(check):
    # the int at byte 4 of 0x100000000 (8 bytes) is 1, so a[x + 3] overflows: never "safe"
    r = check("""
        #include <stdlib.h>
        int main(void) {
            int a[4]; int i; int x;
            unsigned char *m = malloc(100);
            if (!m) return 0;
            for (i = 0; i < 10; i++) ((long long *)m)[i] = 0x100000000LL;
            x = ((int *)m)[1];
            a[x + 3] = 0;   // @a
            return 0;
        }""")
    assert r["a"] != "safe"


def test_zero_bytes_read_at_any_width_are_zero(check):
    r = check("""
        #include <stdlib.h>
        #include <string.h>
        int main(void) {
            int a[4]; int x;
            unsigned char *m = malloc(100);
            if (!m) return 0;
            memset(m, 0, 100);
            x = ((int *)m)[3];
            a[x] = 0;   // @a
            return 0;
        }""")
    assert r["a"] == "safe"


def test_pointer_fields_over_malloced_bytes_keep_their_targets_and_offsets(check):
    r = check("""
        #include <stdlib.h>
        struct node { int v; struct node *next; };
        int main(void) {
            char *raw = malloc(200);
            struct node *n, *m;
            if (!raw) return 0;
            n = (struct node *)raw;
            n->next = (struct node *)(raw + 16);   // @store
            m = n->next;
            m->v = 1;                              // @use
            return 0;
        }""")
    assert r["store"] == "safe" and r["use"] == "safe"
