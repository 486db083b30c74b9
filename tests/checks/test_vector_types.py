"""GNU vector types (`typedef T v __attribute__((vector_size(N)))`, the compilers' SIMD headers'
`__m128i`): objects of their full size, copied whole, their lanes subscripted. The attribute was
dropped, leaving one element of T: a 16-byte load past the end of a buffer was "safe" (checked as
8 bytes), and a copy of a whole vector a definite error. What vectors compute (`a + b`, the
builtins) is an unsupported construct whose result is any value."""
import os
import shutil

import pytest

VECTORS = """
    #include <string.h>
    typedef long long v2di __attribute__((vector_size(16)));
    typedef int v4si __attribute__((vector_size(16)));
    struct holder { char tag; v4si v; };
    int main(void) {
        unsigned char buf[20];
        char sizes[sizeof(v4si) + sizeof(struct holder)];      // 16 + 32
        memset(buf, 1, sizeof buf);
        v2di a = *(const v2di *)(buf + 4);                       // @fits
        v2di b = *(const v2di *)(buf + 8);                       // @past
        long long out[2];
        memcpy(out, &a, sizeof out);                             // @whole
        v4si c = {1, 2, 3, 4};
        sizes[c[3] + 43] = 0;                                    // @lane
        int k = c[4];                                            // @lanepast
        v2di d = a + b;                                          // @op
        sizes[d[0] & 7] = 1;                                     // @any
        return (int)out[1] + k;
    }"""


def test_vector_objects_have_their_size(check):
    r = check(VECTORS)
    assert r["fits"] == "safe" and r["past"] == "error"
    assert r["whole"] == "safe"
    assert r["lane"] == "safe" and r["lanepast"] == "error"
    assert r["any"] == "safe"          # (d[0] is any value, & 7 bounds it)
    diags = [d for d in r.report.diagnostics if d.level == "unsupported"]
    assert [d.line for d in diags] == [r.marks["op"]]
    assert "vector operation '+'" in diags[0].message


def test_a_vector_result_is_any_value(check):
    r = check("""
        typedef int v4si __attribute__((vector_size(16)));
        int main(void) {
            char t[8];
            v4si a = {0, 0, 0, 0}, b = {1, 1, 1, 1};
            a += b;
            return t[a[0]];                                      // @read
        }""")
    assert r["read"] == "warning"


@pytest.mark.skipif(not shutil.which("gcc"), reason="needs the host's <emmintrin.h>")
def test_sse_intrinsics_load_what_they_say(check):
    r = check("""
        #include <emmintrin.h>
        int main(void) {
            unsigned char buf[20] = {0}, out[16];
            __m128i v = _mm_loadu_si128((const __m128i *)(buf + 4));
            _mm_storeu_si128((__m128i *)out, v);
            __m128i w = _mm_loadu_si128((const __m128i *)(buf + 8));
            _mm_storeu_si128((__m128i *)out, w);
            return out[15];
        }""")
    # `*__P` of _mm_loadu_si128, in the second call's context only
    bad = [a for a in r.report.accesses if a.verdict in ("warning", "error")]
    assert len(bad) == 1 and "offset 8 of 20 bytes" in bad[0].message
    assert "some calling contexts" in bad[0].message
    assert os.path.basename(bad[0].file) == "emmintrin.h"
    # what the header's functions compute with vectors is said where the program does only
    assert not [d for d in r.report.diagnostics if "vector" in d.message]


def test_a_library_including_the_intrinsics_has_only_its_own_roots(check):
    r = check("""
        #include <emmintrin.h>
        void add4(int *dst, const int *src) {
            __m128i a = _mm_loadu_si128((const __m128i *)src);
            _mm_storeu_si128((__m128i *)dst, a);
        }""")
    judged = [a for a in r.report.accesses if a.verdict != "unreachable"]
    assert judged and all(a.function in ("add4", "_mm_loadu_si128", "_mm_storeu_si128")
                          for a in judged)
