"""What a call can change: code outside the program (a callback the user passes, read from a
struct) reaches only what its arguments and the globals reach, and what outside code was handed
before. An address-taken local of the caller that never left it (`_atoi(&format)` in a printf)
keeps its value. A pointer cast to an integer as wide as a pointer and back
(`(char *)(uintptr_t)&wrap`) is the pointer it was: it was one of unknown origin, and the
callback called through it havocked all memory."""
from tests.engine.test_integer_contracts import run

PRINTF = """
    #include <stdint.h>
    typedef void (*out_fct_type)(char c, void *buffer, unsigned long idx);
    typedef struct { void (*fct)(char c, void *arg); void *arg; } wrap_t;
    static void out_wrapped(char c, void *buffer, unsigned long idx) {
        (void)idx;
        if (c) ((wrap_t *)buffer)->fct(c, ((wrap_t *)buffer)->arg);                 // @field
    }
    static unsigned digits(const char **str) {
        unsigned i = 0;
        while (**str >= '0' && **str <= '9') i = i * 10U + (unsigned)(*((*str)++) - '0');
        return i;
    }
    static int format_to(out_fct_type out, char *buffer, const char *format) {
        unsigned long idx = 0;
        unsigned width = 0;
        while (*format) {                                                           // @walk
            if (*format != '%') { out(*format, buffer, idx++); format++; continue; }  // @next
            format++;
            width = digits(&format);          /* its address taken: `format` is a block */
        }
        return (int)(idx + width);
    }
    int fctprintf(void (*out)(char c, void *arg), void *arg, const char *format) {
        const wrap_t wrap = { out, arg };
        return format_to(out_wrapped, (char *)(uintptr_t)&wrap, format);
    }"""


def test_a_users_callback_leaves_the_callers_locals_alone(tmp_path):
    v, c, _ = run(tmp_path, PRINTF)
    assert v["walk"] == "safe" and v["next"] == "safe" and v["field"] == "safe"
    assert c["fctprintf"].startswith("`format` valid")      # (the string walk is its contract)


def test_a_pointer_round_trip_through_an_integer_keeps_its_target(tmp_path):
    v, _, _ = run(tmp_path, """
        #include <stdint.h>
        int main(void) {
            char small[4] = "abc";
            char *p = (char *)(uintptr_t)small;
            char *q = (char *)(unsigned long)(const char *)small;
            char *r = (char *)(uint16_t)(uintptr_t)small;   /* truncated: not the pointer */
            return p[3] + q[4] + r[0];              // @trip
        }""")
    assert v["trip"] == "error"


def test_what_the_callback_was_handed_before_may_change(tmp_path):
    # the local's address went to outside code (register_slot): a later callback may write it
    v, _, _ = run(tmp_path, """
        void register_slot(int *slot);
        void poll(void);
        int main(void) {
            int table[4] = {0};
            int i = 0;
            register_slot(&i);
            poll();
            return table[i];                        // @slot
        }""")
    assert v["slot"] == "warning"


def test_code_outside_reached_through_an_unknown_pointer_changes_only_what_it_reaches(tmp_path):
    v, _, _ = run(tmp_path, """
        typedef void (*handler_t)(int *);
        handler_t get_handler(void);
        int main(void) {
            int table[4] = {0};
            int idx[1] = {2};
            int arg[1] = {0};
            handler_t h = get_handler();
            h(arg);                                 /* may write arg, not idx */
            int n = table[idx[0]];                  // @idx
            return n + table[arg[0]];               // @arg
        }""")
    assert v["idx"] == "safe" and v["arg"] == "warning"
