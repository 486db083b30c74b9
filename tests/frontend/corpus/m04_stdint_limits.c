/* Fixed-width integers, limits, inttypes format macros and bool. */
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>

static uint32_t crc_table[256];

static void make_table(void)
{
    uint32_t n;
    for (n = 0; n < 256; n++) {
        uint32_t c = n;
        int k;
        for (k = 0; k < 8; k++) {
            c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        }
        crc_table[n] = c;
    }
}

static uint32_t crc32(const uint8_t *buf, size_t len)
{
    uint32_t c = 0xFFFFFFFFu;
    size_t i;
    for (i = 0; i < len; i++) {
        c = crc_table[(c ^ buf[i]) & 0xFFu] ^ (c >> 8);
    }
    return c ^ 0xFFFFFFFFu;
}

int main(void)
{
    uint8_t data[16];
    int16_t small = INT16_MIN;
    uint64_t big = UINT64_MAX;
    bool ok = true;
    size_t i;
    for (i = 0; i < sizeof(data); i++) {
        data[i] = (uint8_t)(i * 7u);
    }
    make_table();
    printf("%" PRIu32 " %" PRId16 " %" PRIu64 " %d %d\n", crc32(data, sizeof(data)), small, big,
           CHAR_BIT, ok);
    return LONG_MAX > INT_MAX ? 0 : 1;
}
