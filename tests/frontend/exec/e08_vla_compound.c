/* VLAs, compound literals, sizeof of VLAs, enums, typedefs, ternary lvalues of structs. */
enum level { LOW = 2, MID, HIGH = 10 };
typedef struct { int a, b; } pair;
static int sum(int n, int v[n]) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static int trace(int n, int k, int m[n][k]) {
    int t = 0;
    for (int i = 0; i < n && i < k; i++) t += m[i][i];
    return t;
}
long long run(void) {
    int n = 5;
    int v[n];
    int g[n][3];
    for (int i = 0; i < n; i++) { v[i] = i * MID; for (int j = 0; j < 3; j++) g[i][j] = i + j; }
    long long acc = sum(n, v) * 100 + (long long)sizeof(v) + (long long)sizeof(g) + g[4][2];
    int *lit = (int[]){ 7, 8, 9 };
    pair p = (pair){ .b = 4, .a = 3 };
    pair q = { 1, 2 };
    pair r = acc > 0 ? p : q;
    acc += trace(n, 3, g);
    return acc * 1000 + lit[2] * 10 + r.a * r.b + HIGH;
}
