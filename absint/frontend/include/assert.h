#include <features.h>
/* assert.h is re-includable: NDEBUG may change between inclusions. */
#undef assert
void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
/* no strings: they would only add read-only blocks to every program */
#define assert(expr) ((expr) ? (void)0 : __assert_fail(0, 0, __LINE__, 0))
#endif
#define static_assert _Static_assert
