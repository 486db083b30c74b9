/* assert.h is re-includable: NDEBUG may change between inclusions. */
#undef assert
void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#define assert(expr) ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif
#define static_assert _Static_assert
