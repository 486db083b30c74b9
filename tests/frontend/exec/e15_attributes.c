/* Attributes that change types and layouts: mode (old glibc <sys/types.h>), packed, pragma pack;
   attributes that do not (noreturn, unused, format) are dropped. */
#include <string.h>
typedef int int8_t __attribute__ ((__mode__ (__QI__)));
typedef unsigned int u_int16_t __attribute__ ((__mode__ (__HI__)));
typedef int int64_t __attribute__ ((__mode__ (__DI__)));
struct __attribute__((packed)) hdr { char tag; int len; short kind; };
#pragma pack(push, 2)
struct rec { char c; int v; };
#pragma pack(pop)
static int unused_fn(int x) __attribute__((unused));
static int unused_fn(int x) { return x; }
long long run(void) {
    int8_t a = 200;
    u_int16_t b = 70000;
    struct hdr h[2];
    struct rec r[3];
    unsigned char raw[sizeof h];
    memset(h, 0, sizeof h);
    h[1].len = 0x01020304;
    h[1].kind = -2;
    memcpy(raw, h, sizeof h);
    r[2].v = 7;
    return a + b + (long long)sizeof(int64_t) * 1000 + (long long)sizeof(struct hdr) * 100000
           + raw[8] * 10000000LL + (long long)sizeof(r) * 1000000000LL + r[2].v + h[1].kind;
}
