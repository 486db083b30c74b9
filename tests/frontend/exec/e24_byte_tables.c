/* Static char arrays initialized by many byte constants (at least 64: one memcpy from a data
   block), partly, with designators, with zeros inside; and small ones (stored one by one). */
#include <string.h>

static const unsigned char glyphs[96] = {
    0x3c, 0x66, 0x6e, 0x76, 0x66, 0x66, 0x3c, 0x00, 0x18, 0x38, 0x18, 0x18, 0x18, 0x18, 0x7e, 0x00,
    0x3c, 0x66, 0x06, 0x0c, 0x30, 0x60, 0x7e, 0x00, 0x3c, 0x66, 0x06, 0x1c, 0x06, 0x66, 0x3c, 0x00,
    0x06, 0x0e, 0x1e, 0x66, 0x7f, 0x06, 0x06, 0x00, 0x7e, 0x60, 0x7c, 0x06, 0x06, 0x66, 0x3c, 0x00,
    0x3c, 0x66, 0x60, 0x7c, 0x66, 0x66, 0x3c, 0x00, 0x7e, 0x66, 0x0c, 0x18, 0x18, 0x18, 0x18, 0x00,
    0x3c, 0x66, 0x66, 0x3c, 0x66, 0x66, 0x3c, 0x00, 0x3c, 0x66, 0x66, 0x3e, 0x06, 0x66, 0x3c, 0x00 };
static signed char deltas[200] = {
    -1, -2, -3, -4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48,
    49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 300, -129, [150] = 'z', 'y' };
char text[] = { 'h', 'e', 'l', 'l', 'o', ' ', 'w', 'o', 'r', 'l', 'd', ' ', 'o', 'f', ' ', 't',
                'a', 'b', 'l', 'e', 's', ' ', 'a', 'n', 'd', ' ', 'b', 'y', 't', 'e', 's', ' ',
                'i', 'n', ' ', 'a', ' ', 'r', 'o', 'w', ' ', 'o', 'f', ' ', 'c', 'o', 'n', 's',
                't', 'a', 'n', 't', 's', ' ', 'e', 'n', 'd', 'i', 'n', 'g', ' ', 'h', 'e', 'r', 'e' };
static char small[8] = { 'a', 'b', 0, 'c' };

long long run(void)
{
    long long s = 0;
    int i;
    for (i = 0; i < 96; i++)
        s = s * 7 % 1000003 + glyphs[i];
    for (i = 0; i < 200; i++)
        s += deltas[i] * (i + 1);
    s += (long long)strlen((const char *)glyphs) * 1000 + (long long)strlen((const char *)deltas + 66);
    text[5] = 0;
    s += (long long)strlen(text) + (long long)sizeof text + text[64];
    glyphs[0] == 0x3c ? (void)0 : (void)(s = -1);
    deltas[1] = 0;
    s += (long long)strlen((const char *)deltas) * 3 + strlen(small) + small[3];
    return s;
}
