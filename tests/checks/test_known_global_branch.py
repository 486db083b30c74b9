"""A small callee that branches on a global flag its caller has just set (Juliet's flow variants
21 and 22: `goodG2B1Static = 0; data = goodG2B1Source(data);`, the source filling the buffer on
one side only). Its summary joins both sides, the dead one's unwritten buffer too, so the string
it returns had no known length; the call now goes into the caller's context, where only the
live side runs."""

from absint.config import AnalysisOptions

SOURCE = """
        #include <string.h>
        #include <stdio.h>
        #include <stdlib.h>
        static int flag = 0;
        static char *source(char *data) {
            if (flag) {
                puts("dead when the caller sets flag to 0");
            } else {
                memset(data, 'A', %d);
                data[%d] = '\\0';
            }
            return data;
        }
"""


SINK = """
        void sink(void) {
            char buffer[100];
            char *data = buffer;
            flag = %s;
            data = source(data);
            char dest[50] = "";
            strcpy(dest, data);                                       // @copy
        }"""


def run(check, fill, flag):
    return check(SOURCE % (fill, fill) + SINK % flag, AnalysisOptions(entries=("sink",)))


def test_the_live_side_of_a_known_flag_makes_the_copy_safe(check):
    assert run(check, 49, "0")["copy"] == "safe"


def test_a_long_string_from_the_live_side_is_still_an_error(check):
    assert run(check, 99, "0")["copy"] == "error"


def test_a_flag_the_caller_does_not_know_keeps_the_warning(check):
    assert run(check, 49, "rand() % 2")["copy"] in ("warning", "error")
