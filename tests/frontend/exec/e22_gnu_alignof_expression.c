/* GNU __alignof__ / _Alignof of an expression (not only of a type name). (No double or long long:
   i386's __alignof__ of those is not their alignment in a struct.) */
struct rec { char tag; short value; int items[3]; };

long long run(void) {
    struct rec r = { 'x', 2, { 1, 2, 3 } };
    short s = 1;
    char c = 'c';
    long long a = (long long)__alignof__(s) + 10 * (long long)__alignof__(r.items[1])
                  + 100 * (long long)_Alignof(c) + 1000 * (long long)__alignof__(int)
                  + 10000 * (long long)(__alignof__(r) == __alignof__(struct rec))
                  + 100000 * (long long)__alignof__(r.items);
    return a + (long long)r.items[2] + s;
}
