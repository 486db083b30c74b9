"""What sprintf writes, as C11 7.21.6.1 says: %hd/%hhd print the value converted to short/char,
a precision written "." alone is 0 (and a zero printed with precision 0 is no character), a %c may
put a NUL inside the string, and %ls writes multibyte characters (several bytes each). Each program
faults at run time (checked with ASan when written, third round); absint called it safe."""
import pytest
from hypothesis import given, settings, strategies as st


@pytest.mark.parametrize("code", [
    # "0": 256 as a char
    """#include <stdio.h>
    #include <string.h>
    int main(void) { char buf[16], t[2]; sprintf(buf, "%hhd", 256);
                     t[strlen(buf) - 2] = 1; return 0; }             // @bad""",
    # "-128": 4 characters
    """#include <stdio.h>
    int main(void) { char buf[8]; int t[4]; int n = sprintf(buf, "%hhd", 128);
                     if (n >= 0) t[n] = 1;                           // @bad
                     return 0; }""",
    # "-32768" and its NUL: 7 bytes
    """#include <stdio.h>
    #include <string.h>
    int main(void) { char buf[16], out[6]; sprintf(buf, "%hd", 32768);
                     strcpy(out, buf); return 0; }                   // @bad""",
    # strlen is 2: the NUL %c wrote
    """#include <stdio.h>
    #include <string.h>
    int main(void) { char buf[16], t[4]; sprintf(buf, "ab%cde", 0);
                     t[strlen(buf) - 3] = 1; return 0; }             // @bad""",
    # nothing printed
    """#include <stdio.h>
    #include <string.h>
    int main(void) { char buf[16], t[2]; sprintf(buf, "%.0d", 0);
                     t[strlen(buf) - 1] = 1; return 0; }             // @bad""",
    """#include <stdio.h>
    #include <string.h>
    int main(void) { char buf[16], t[2]; sprintf(buf, "%.s", "hello");
                     t[strlen(buf) - 5] = 1; return 0; }             // @bad""",
    # three wide characters, six bytes in UTF-8
    """#include <stdio.h>
    #include <locale.h>
    int main(void) { char buf[32]; int t[4]; setlocale(LC_ALL, "C.UTF-8");
                     int n = snprintf(buf, sizeof buf, "%ls", L"\\u00e9\\u00e9\\u00e9");
                     if (n >= 0 && n < 32) t[n] = 1;                 // @bad
                     return 0; }""",
])
def test_the_access_is_not_safe(check, code):
    assert check(code)["bad"] != "safe"


def test_plain_formats_stay_exact(check):
    r = check("""
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            char buf[16], t[8];
            int n = sprintf(buf, "%d-%s", 42, "ab");
            if (n >= 0) t[n] = 1;                           // @n
            t[strlen(buf) + 2] = 1;                         // @len
            return 0;
        }""")
    assert r["n"] == "safe" and r["len"] == "safe"


# The most characters a floating conversion writes (sign, digits, point, exponent), measured
# with glibc's snprintf over extreme and random values when written: %1.17g of
# -1.2345678901234567e-308 is 24 characters, %e 13, %.2f of -DBL_MAX 312, %La up to 27.
@pytest.mark.parametrize("fmt,size,verdict", [
    ("%1.17g", 25, "safe"),
    ("%1.17g", 24, "warning"),
    ("%1.15g", 23, "safe"),
    ("%1.15g", 22, "warning"),
    ("%g", 14, "safe"),          # -0.000123457 and -1.23457e-308: 13 characters
    ("%g", 13, "warning"),
    ("%e", 15, "safe"),          # -1.797693e+308
    ("%e", 14, "warning"),
    ("%+.3e", 15, "safe"),
    ("%.2f", 314, "safe"),       # -DBL_MAX with two decimals: 1 + 309 + 1 + 2 and a NUL
    ("%.2f", 313, "warning"),
    ("%.2f", 64, "warning"),
    ("%a", 25, "safe"),          # -0x1.fffffffffffffp+1023
    ("%Lg", 15, "safe"),         # -1.18973e+4932
    ("%Lg", 14, "warning"),
])
def test_floating_conversions_have_a_most(check, fmt, size, verdict):
    arg = "(long double)x" if "L" in fmt else "x"
    r = check(f"""
        #include <stdio.h>
        int main(int argc, char **argv) {{
            char buf[{size}];
            double x = argc * -1.5e300;
            sprintf(buf, "{fmt}", {arg});                   // @w
            return buf[0];
        }}""")
    assert r["w"] == verdict


@settings(max_examples=3000, deadline=None)
@given(st.floats(allow_nan=True, allow_infinity=True), st.sampled_from("eEfFgG"),
       st.none() | st.integers(0, 40), st.sampled_from(["", "#", "+", " ", "#+"]))
def test_the_most_of_a_floating_conversion_covers_every_double(x, conv, prec, flags):
    """Python's %-formatting of a double follows C's for these conversions (C11 7.21.6.1)."""
    from absint.memory.libc import _float_chars
    fmt = "%" + flags + ("" if prec is None else f".{prec}") + conv
    assert len(fmt % x) <= _float_chars(conv, prec, False)
