// Known library functions get a "call" site per pointer argument they read or write.
#include <string.h>
#include <stdio.h>
#include <wchar.h>
struct msg { char text[16]; int len; };
void h(char *dst, const char *src, struct msg *m, wchar_t *w) {
    char local[32];
    memcpy(dst, src, 10);
    strcpy(local, src);
    snprintf(m->text, sizeof(m->text), "%s:%d", src, 3);
    wcscpy(w, L"abc");
    scanf("%15s", local);
}
// CHECK: call memcpy(
// CHECK: {#1 write call dst memcpy arg0 destination
// CHECK: {#2 read call src memcpy arg1 source %
// CHECK: call strcpy(
// CHECK: write call local strcpy arg0 destination
// CHECK: within 32:u64
// CHECK: read call src strcpy arg1 source src
// CHECK: call snprintf(
// CHECK: write call m->text snprintf arg0 destination
// CHECK: within 16:u64
// CHECK: read call "%s:%d" snprintf arg2 string
// CHECK: read call src snprintf arg3 string src
// CHECK: call wcscpy(
// CHECK: write call w wcscpy arg0 destination w
// CHECK: read call L"abc" wcscpy arg1 source
// CHECK: call scanf(
// CHECK: write call local scanf arg1 destination
