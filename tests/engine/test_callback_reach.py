"""What a call can change: code outside the program (a callback the user passes, read from a
struct) reaches only what its arguments and the globals reach, and what outside code was handed
before; a callee that wrote such memory changes no more than that. An address-taken local of the
caller that never left it (`_atoi(&format)` in a printf) keeps its value. And a pointer cast to
an integer as wide as a pointer and back (`(char *)(uintptr_t)&wrap`) is the pointer it was."""
from tests.engine.test_integer_contracts import run

PRINTF = """
    #include <stdint.h>
    #include <stdarg.h>
    #include <stddef.h>
    typedef void (*out_fct_type)(char c, void *buffer, size_t idx, size_t maxlen);
    typedef struct { void (*fct)(char c, void *arg); void *arg; } wrap_t;
    static inline void out_buffer(char c, void *buffer, size_t idx, size_t maxlen) {
      if (idx < maxlen) ((char *)buffer)[idx] = c;
    }
    static inline void out_null(char c, void *buffer, size_t idx, size_t maxlen) {
      (void)c; (void)buffer; (void)idx; (void)maxlen;
    }
    void putchar_(char c);
    static inline void out_char(char c, void *buffer, size_t idx, size_t maxlen) {
      (void)buffer; (void)idx; (void)maxlen;
      if (c) putchar_(c);
    }
    static inline void out_wrapped(char c, void *buffer, size_t idx, size_t maxlen) {
      (void)idx; (void)maxlen;
      if (c) ((wrap_t *)buffer)->fct(c, ((wrap_t *)buffer)->arg);   // @field
    }
    static size_t emit(out_fct_type out, char *buffer, size_t idx, size_t maxlen, const char *buf, size_t len) {
      while (len) out(buf[--len], buffer, idx++, maxlen);
      return idx;
    }
    static size_t number(out_fct_type out, char *buffer, size_t idx, size_t maxlen, unsigned long v, unsigned width) {
      char buf[32];
      size_t len = 0;
      do { buf[len++] = (char)('0' + v % 10); v /= 10; } while (v && len < 32);
      while (len < width && len < 32) buf[len++] = '0';
      return emit(out, buffer, idx, maxlen, buf, len);
    }
    static unsigned digits(const char **str) {
      unsigned i = 0;
      while (**str >= '0' && **str <= '9') i = i * 10U + (unsigned)(*((*str)++) - '0');
      return i;
    }
    static int format_to(out_fct_type out, char *buffer, const size_t maxlen, const char *format, va_list va) {
      size_t idx = 0;
      unsigned width = 0;
      if (!buffer) out = out_null;
      while (*format) {                                         // @walk
        if (*format != '%') { out(*format, buffer, idx++, maxlen); format++; continue; }  // @next
        format++;
        width = digits(&format);                                  // (its address: a block)
        if (*format == 'd') { char tmp[8] = "1234567"; idx = emit(out, buffer, idx, maxlen, tmp, width < 8 ? width : 7); format++; }
        if (*format == 'u') { idx = number(out, buffer, idx, maxlen, va_arg(va, unsigned long), width); format++; }
        if (*format == 's') { const char *p = va_arg(va, char *); while (*p) out(*(p++), buffer, idx++, maxlen); format++; }
      }
      out((char)0, buffer, idx < maxlen ? idx : maxlen - 1U, maxlen);
      return (int)(idx + width);
    }
    int snprintf_(char *buffer, size_t count, const char *format, ...) {
      va_list va;
      va_start(va, format);
      const int ret = format_to(out_buffer, buffer, count, format, va);
      va_end(va);
      return ret;
    }
    int fctprintf(void (*out)(char c, void *arg), void *arg, const char *format, ...) {
      va_list va;
      va_start(va, format);
      const wrap_t wrap = { out, arg };
      const int ret = format_to(out_wrapped, (char *)(uintptr_t)&wrap, (size_t)-1, format, va);
      va_end(va);
      return ret;
    }

    int printf_(const char *format, ...) {
      va_list va;
      va_start(va, format);
      char buffer[1];
      const int ret = format_to(out_char, buffer, (size_t)-1, format, va);
      va_end(va);
      return ret;
    }
"""


def test_a_users_callback_leaves_the_callers_locals_alone(tmp_path):
    v, c, _ = run(tmp_path, PRINTF)
    assert v["walk"] == "safe" and v["field"] == "safe"
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
