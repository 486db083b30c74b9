/* Instrumented replacements for wide-string functions that libasan does not intercept (wcscpy,
 * wcsncpy, wmemset, swprintf). Compiled with -fsanitize=address into the sample's executable, they
 * take precedence over libc's, so their element-by-element stores are bounds-checked by ASan.
 * Semantics follow C11 7.29.4; used only for verifying samples, never by the analyzer. */
#include <stdarg.h>
#include <stdlib.h>
#include <wchar.h>

wchar_t *wcscpy(wchar_t *restrict dst, const wchar_t *restrict src)
{
    size_t i = 0;
    do {
        dst[i] = src[i];
    } while (src[i++] != L'\0');
    return dst;
}

wchar_t *wcsncpy(wchar_t *restrict dst, const wchar_t *restrict src, size_t n)
{
    size_t i = 0;
    for (; i < n && src[i] != L'\0'; i++)
        dst[i] = src[i];
    for (; i < n; i++)
        dst[i] = L'\0';
    return dst;
}

wchar_t *wmemset(wchar_t *dst, wchar_t c, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        dst[i] = c;
    return dst;
}

int swprintf(wchar_t *restrict dst, size_t n, const wchar_t *restrict fmt, ...)
{
    /* Format into a private buffer of the claimed size, then copy what the real call would have
     * written (at most n elements, terminator included) with checked stores. */
    va_list ap;
    wchar_t *tmp;
    size_t len, i;
    int result;
    if (n == 0)
        return -1;
    tmp = (wchar_t *)malloc(n * sizeof(wchar_t));
    if (tmp == NULL)
        abort();
    va_start(ap, fmt);
    result = vswprintf(tmp, n, fmt, ap);
    va_end(ap);
    tmp[n - 1] = L'\0';
    len = wcslen(tmp);
    for (i = 0; i <= len; i++)
        dst[i] = tmp[i];
    free(tmp);
    return result;
}
