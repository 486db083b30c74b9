"""Globals no statement writes keep their initial value (Juliet's `globalTrue`/`globalFalse`/
`globalFive` in io.c, a configuration flag): in a closed program (main or --entry) whose calls
all go to its own functions or to modelled library functions. A function's summary then knows
the flag, and the dead side of `if (globalFalse)` (a pointer left uninitialized there) is not
judged. Statics were already so; a global of external linkage is constant only when no code
outside the program runs, and in a library never."""

from absint.config import AnalysisOptions

FLAGGED = """
        #include <stdio.h>
        %s
        int globalFalse = 0;
        int globalFive = 5;
        void print_line(const char *line) {
            if (line != NULL)
                printf("%%s\\n", line);                                // @use
        }
        static void sink(void) {
            char *data;
            char buffer[100];
            if (globalFalse) {
                puts("dead");
            } else {
                data = buffer;
                data[0] = '\\0';
            }
            if (globalFive == 5)
                buffer[%s] = 1;                                       // @five
            print_line(data);
        }
        static void good(void) { sink(); }
        %s
"""

MAIN = "int main(void) { %s good(); return 0; }"


def run(check, index="10", before="", prelude="", entry=None):
    main = MAIN % before if entry is None else ""
    options = AnalysisOptions(entries=(entry,)) if entry else AnalysisOptions()
    return check(FLAGGED % (prelude, index, main), options)


def test_a_flag_never_written_makes_the_dead_side_unjudged(check):
    r = run(check)
    assert r["use"] == "safe" and r["five"] == "safe"


def test_the_live_side_is_still_judged(check):
    assert run(check, index="100")["five"] == "error"


def test_a_flag_written_by_the_program_is_not_constant(check):
    r = run(check, before="globalFalse = 1;")
    assert r["use"] != "safe"


def test_a_call_to_code_outside_the_program_may_write_it(check):
    r = run(check, before="external_setup();", prelude="void external_setup(void);")
    assert r["use"] != "safe"


def test_a_library_without_main_may_have_its_globals_written_by_its_callers(check):
    r = check(FLAGGED % ("", "10", "void api(void) { good(); }"))
    assert r["use"] != "safe"


def test_an_entry_function_closes_the_program(check):
    r = check(FLAGGED % ("", "10", "void api(void) { good(); }"),
              AnalysisOptions(entries=("api",)))
    assert r["use"] == "safe"


def test_a_global_a_library_model_writes_is_not_constant(check):
    # the program defines getopt's optind itself: no statement writes it, getopt's model does
    r = check("""
        #include <unistd.h>
        int optind = 1;
        static int next_index(void) { return optind; }
        int main(int argc, char **argv) {
            char seen[2];
            while (getopt(argc, argv, "a") != -1)
                ;
            seen[next_index()] = 1;                                       // @use
            return 0;
        }""")
    assert r["use"] != "safe"
