"""Generated C programs for the end-to-end benchmark: deterministic, realistic shapes (loops over
stack and heap arrays, strings, calls with sizes), no main unless asked."""
from __future__ import annotations

import random

TEMPLATES = [
    """
static int sum_{k}(const int *a, int n)
{{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += a[i];
    return s;
}}
""",
    """
void fill_{k}(void)
{{
    int buf[{n}];
    int i;
    for (i = 0; i < {n}; i++)
        buf[i] = i * {m};
    buf[{n} - 1] = sum_{k}(buf, {n});
}}
""",
    """
void heap_{k}(int n)
{{
    int i;
    long *p;
    if (n <= 0 || n > 100000)
        return;
    p = (long *)malloc((size_t)n * sizeof(long));
    if (p == NULL)
        return;
    for (i = 0; i < n; i++)
        p[i] = (long)i;
    free(p);
}}
""",
    """
void text_{k}(const char *src)
{{
    char dst[{n}];
    size_t len = strlen(src);
    if (len >= sizeof(dst))
        return;
    strcpy(dst, src);
    dst[len] = '\\0';
    puts(dst);
}}
""",
    """
int matrix_{k}(void)
{{
    static double m[{n}][{n}];
    int i, j, t = 0;
    for (i = 0; i < {n}; i++)
        for (j = 0; j <= i; j++) {{
            m[i][j] = i + j;
            t += (int)m[j][i];
        }}
    return t;
}}
""",
    """
int lookup_{k}(int key)
{{
    static const int table[{n}] = {{ 1, 2, 3 }};
    if (key < 0 || key >= {n})
        return -1;
    return table[key];
}}
""",
]

HEADER = "#include <stdlib.h>\n#include <string.h>\n#include <stdio.h>\n"


def program(lines: int, seed: int = 1, with_main: bool = True, prefix: str = "f") -> str:
    """About `lines` lines of C."""
    rng = random.Random(seed)
    parts = [HEADER]
    k = 0
    while sum(p.count("\n") for p in parts) < lines - (12 if with_main else 0):
        n = rng.choice((8, 16, 32, 64))
        for t in TEMPLATES:
            parts.append(t.format(k=f"{prefix}{k}", n=n, m=rng.randint(1, 9)))
        k += 1
    if with_main:
        calls = []
        for i in range(k):
            calls += [f"    fill_{prefix}{i}();", f"    heap_{prefix}{i}(argc * 10);",
                      f"    if (argc > 1) text_{prefix}{i}(argv[1]);",
                      f"    total += matrix_{prefix}{i}() + lookup_{prefix}{i}(argc);"]
        parts.append("int main(int argc, char **argv)\n{\n    int total = 0;\n" + "\n".join(calls)
                     + "\n    return total > 0;\n}\n")
    return "".join(parts)
