"""Library models: each one's bounds checks (with the right length) and its effect on string
lengths, contents and allocations, observed through verdicts on small programs."""


def test_strcpy_checks_source_length_plus_terminator(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char big[10], small[5];
            strcpy(big, "12345");    // @fits
            strcpy(small, "12345");  // @over
            strcpy(small, big);      // @fromvar
            return 0;
        }""")
    assert r["fits"] == "safe" and r["over"] == "error" and r["fromvar"] == "error"
    a = r.access("over", "error")
    assert a.message == "strcpy writes 6 bytes to 'small' of 5 bytes" and a.witness == {"length": 6}


def test_strncpy_strcat_strncat(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char d[8] = "ab";
            strncpy(d, "0123456789", 8);     // @ncpy
            strncpy(d, "0123456789", 9);     // @ncpybad
            d[7] = 0;
            char e[8] = "abc";
            strcat(e, "1234");               // @cat
            strcat(e, "x");                  // @catbad
            char f[8] = "abc";
            strncat(f, "123456789", 4);      // @ncat
            strncat(f, "123456789", 4);      // @ncatbad
            return 0;
        }""")
    assert r["ncpy"] == "safe" and r["ncpybad"] == "error"
    assert r["cat"] == "safe" and r["catbad"] == "error"
    assert r["ncat"] == "safe" and r["ncatbad"] == "error"


def test_memcpy_memmove_memset_lengths(check):
    r = check("""
        #include <string.h>
        int main(void) {
            int a[10], b[20];
            memcpy(a, b, sizeof(a));          // @cpy
            memcpy(b, a, sizeof(b));          // @cpybad
            memmove(a + 5, a, 5 * sizeof(int)); // @mv
            memset(a, 0, 11 * sizeof(int));   // @setbad
            return 0;
        }""")
    assert r["cpy"] == "safe"
    assert r.access("cpybad", "error").message.startswith("memcpy reads 80 bytes from 'a'")
    assert r["mv"] == "safe" and r["setbad"] == "error"


def test_memset_then_terminator_gives_a_string_length(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char data[100], dest[50], ok[100];
            memset(data, 'A', 99);
            data[99] = 0;
            strcpy(ok, data);     // @ok
            strcpy(dest, data);   // @bad
            return 0;
        }""")
    assert r["ok"] == "safe" and r["bad"] == "error"
    assert r.access("bad", "error").witness == {"length": 100}


def test_strlen_relates_to_the_buffer(check):
    r = check("""
        #include <string.h>
        #include <stdlib.h>
        void f(const char *src) {
            size_t n = strlen(src);
            char *d = malloc(n + 1);
            if (!d) return;
            strcpy(d, src);       // @dup
            d[n] = 0;             // @term
            d[n + 1] = 0;         // @past
        }
        int main(int argc, char **argv) { f(argv[0]); return 0; }""")
    assert r["dup"] == "safe" and r["term"] == "safe" and r["past"] == "error"


def test_fgets_and_snprintf_bounds(check):
    r = check("""
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            char buf[16], out[8];
            if (!fgets(buf, sizeof(buf), stdin))   // @fgets
                return 1;
            size_t n = strlen(buf);           // @len
            snprintf(out, sizeof(out), "%s", buf);   // @snp
            snprintf(out, 16, "%d-%d", 1, 2);        // @snpshort
            snprintf(out, 16, "%s", buf);            // @snpbad
            fgets(buf, 32, stdin);            // @fgetsbad
            return 0;
        }""")
    assert r["fgets"] == "safe" and r["fgetsbad"] == "error" and r["len"] == "safe"
    assert r["snp"] == "safe" and r["snpshort"] == "safe"   # writes "1-2" and its NUL only
    assert r["snpbad"] == "warning"


def test_fgets_result_checked_gives_the_string_read(check):
    """The string fgets read exists only where it did not return NULL: a test of its result,
    direct, through a copy or as a loop condition, selects that case exactly."""
    r = check("""
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            char line[32], d[32], ini[16] = "abcdefghijkl", small[8];
            while (fgets(line, sizeof line, stdin) != NULL) {
                size_t n = strlen(line);                  // @loop
                if (n > 0 && line[n - 1] == '\\n')        // @last
                    line[n - 1] = 0;
                strcpy(d, line);                          // @copy
            }
            char *r = fgets(ini, 3, stdin);
            if (r)
                strcpy(small, ini);                       // @read
            if (!fgets(line, sizeof line, stdin))
                return 1;
            strcpy(d, line);                              // @after
            fgets(ini, 3, stdin);
            strcpy(small, ini);                           // @unchecked
            char fresh[16];
            fgets(fresh, sizeof fresh, stdin);
            return (int)strlen(fresh);                    // @uninit
        }""")
    assert r["loop"] == r["last"] == r["copy"] == r["read"] == r["after"] == "safe"
    # NULL at end of input: ini may still hold 12 chars, fresh no string at all
    assert r["unchecked"] == r["uninit"] == "warning"


def test_wide_string_functions_count_wchar_elements(check):
    r = check("""
        #include <wchar.h>
        int main(void) {
            wchar_t d[10], s[20];
            wmemset(s, L'x', 19);
            s[19] = L'\\0';
            wcscpy(d, L"123456789");     // @cpy
            wcscpy(d, s);                // @cpybad
            wmemset(d, 0, 10);           // @set
            wmemset(d, 0, 11);           // @setbad
            size_t n = wcslen(d);        // @len
            wcsncpy(d, s, 10);           // @ncpy
            return 0;
        }""")
    assert r["cpy"] == "safe" and r["cpybad"] == "error"
    assert r["set"] == "safe" and r["setbad"] == "error"
    assert r["len"] == "safe" and r["ncpy"] == "safe"
    assert r.access("setbad", "error").message == "wmemset writes 44 bytes to 'd' of 40 bytes"


def test_allocators_and_free(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            int *p = malloc(10);            /* 10 bytes, not 10 ints */
            if (!p) return 1;
            p[1] = 0;                       // @in
            p[2] = 0;                       // @straddle
            int *q = calloc(4, sizeof(int));
            if (!q) return 1;
            q[3] = q[0];                    // @calloc
            q = realloc(q, 8 * sizeof(int));
            if (!q) return 1;
            q[7] = 1;                       // @realloc
            q[8] = 1;                       // @reallocbad
            free(p);
            return 0;
        }""")
    assert r["in"] == "safe" and r["straddle"] == "error"
    assert r["calloc"] == "safe" and r["realloc"] == "safe" and r["reallocbad"] == "error"


def test_heap_site_in_a_loop_is_fresh_each_time(check):
    r = check("""
        #include <stdlib.h>
        int main(int argc, char **argv) {
            int k, i;
            for (k = 1; k < argc; k++) {
                int *p = malloc(k * sizeof(int));
                if (!p) return 1;
                for (i = 0; i < k; i++) p[i] = i;   // @loop
            }
            return 0;
        }""")
    assert r["loop"] == "safe"


def test_inputs_are_any_value_of_their_type(check):
    r = check("""
        #include <stdio.h>
        #include <stdlib.h>
        int __VERIFIER_nondet_int(void);
        int main(void) {
            int a[10];
            int x; char line[32];
            scanf("%d", &x);
            a[x] = 0;                               // @scanf
            if (x >= 0 && x < 10) a[x] = 1;         // @scanfok
            fgets(line, sizeof(line), stdin);
            int y = atoi(line);
            a[y] = 0;                               // @atoi
            int z = __VERIFIER_nondet_int();
            a[z] = 0;                               // @nondet
            unsigned char c = (unsigned char)getchar();
            a[c % 10] = 0;                          // @getchar
            return 0;
        }""")
    assert r["scanf"] == "warning" and r["scanfok"] == "safe"
    assert r["atoi"] == "warning" and r["nondet"] == "warning" and r["getchar"] == "safe"


def test_absint_range(check):
    r = check("""
        int __absint_range(int lo, int hi);
        int main(void) {
            int a[10];
            int i = __absint_range(0, 9);
            a[i] = 0;        // @in
            int j = __absint_range(5, 10);
            a[j] = 0;        // @may
            return 0;
        }""")
    assert r["in"] == "safe" and r["may"] == "warning"
    assert r.access("may").witness == {"j": 10}


def test_aligned_allocators_make_blocks_of_their_size(check):
    r = check("""
        #include <stdlib.h>
        #include <malloc.h>
        int main(void) {
            void *ret = NULL;
            int err = posix_memalign(&ret, 4096, 40);
            if (!ret || err) return 1;
            int *a = ret;
            a[9] = 1;                          // @pm
            a[10] = 2;                         // @pmbad
            double *d = aligned_alloc(64, 64);
            if (!d) return 1;
            d[7] = 1;                          // @aa
            d[8] = 2;                          // @aabad
            int *r = reallocarray(NULL, 4, sizeof(int));
            if (!r) return 1;
            r[3] = 0;                          // @ra
            r[4] = 0;                          // @rabad
            free(a); free(d); free(r);
            return 0;
        }""")
    assert r["pm"] == "safe" and r["pmbad"] == "error"
    assert r["aa"] == "safe" and r["aabad"] == "error"
    assert r["ra"] == "safe" and r["rabad"] == "error"
    assert "allocated by posix_memalign" in r.access("pmbad").message


def test_posix_memalign_failure_leaves_the_pointer_as_it_was(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            char small[4];
            void *p = small;
            if (posix_memalign(&p, 64, 100) != 0) {
                ((char *)p)[3] = 0;            // @kept
                ((char *)p)[4] = 0;            // @keptbad
            }
            return 0;
        }""")
    # (the state does not tell the two outcomes apart: p may still be `small` here, which the
    # warning says; a model that forgot the failure would call the write safe)
    assert r["kept"] == "safe" and r["keptbad"] == "warning"


def test_blocks_of_an_allocation_wrapper_are_one_per_call(check):
    # PolyBench's shape: every array comes from one posix_memalign inside a wrapper; each call of
    # the wrapper is its own block with its own size, not one block of the hull of the sizes
    r = check("""
        #include <stdlib.h>
        static void *xmalloc(size_t sz) {
            void *ret = NULL;
            if (posix_memalign(&ret, 4096, sz) || !ret) exit(1);
            return ret;
        }
        void *alloc_data(unsigned long long n, int elt) {
            size_t val = n;
            val *= elt;
            return xmalloc(val);
        }
        int main(void) {
            double *small = alloc_data(10, sizeof(double));
            double *big = alloc_data(20, sizeof(double));
            small[9] = 0;                      // @small
            big[19] = 0;                       // @big
            small[19] = 0;                     // @smallbad
            free(small); free(big);
            return 0;
        }""")
    assert r["small"] == "safe" and r["big"] == "safe"
    assert r["smallbad"] == "error"
