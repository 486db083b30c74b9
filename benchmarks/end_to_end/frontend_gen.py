"""Generated C files for the front end's growth: what large generated and real sources hold, in
proportion to the size asked for. Deterministic for a given size and seed.

    python -m benchmarks.end_to_end.frontend_gen KB [SEED] > big.c

Per chunk: a static lookup table with a full initializer (as crc32.c and unicode tables have),
an enum, a struct type with an initialized static array of it, string literals, functions with
loops, switches, conditionals, calls to earlier functions, local arrays and pointers, and small
accessors (a literal, `?:` and `sizeof` each: generated wrappers look like that).
"""
from __future__ import annotations

import random
import sys

HEADER = """#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdint.h>
"""

CHUNK = """
enum kind_{k} {{ K{k}_NONE, K{k}_ONE, K{k}_TWO, K{k}_MANY = {many} }};
struct entry_{k} {{ const char *name; int code; unsigned flags; double weight; }};
static const uint32_t table_{k}[{tn}] = {{
{table}
}};
static const struct entry_{k} entries_{k}[] = {{
{entries}
}};

static uint32_t hash_{k}(const unsigned char *p, size_t n)
{{
    uint32_t h = {seed}u;
    size_t i;
    for (i = 0; i < n; i++)
        h = table_{k}[(h ^ p[i]) & {mask}] ^ (h >> 8);
    return h;
}}

int classify_{k}(int code)
{{
    switch (code) {{
    case 0: return K{k}_NONE;
    case 1: return K{k}_ONE;
    case 2: return K{k}_TWO;
    default:
        if (code < 0 || code > {many})
            return -1;
        return K{k}_MANY;
    }}
}}

int find_{k}(const char *name)
{{
    size_t i;
    for (i = 0; i < sizeof entries_{k} / sizeof entries_{k}[0]; i++)
        if (strcmp(entries_{k}[i].name, name) == 0)
            return entries_{k}[i].code;
    return -1;
}}

double score_{k}(int n)
{{
    double acc[{an}];
    double total = 0.0;
    int i, j;
    if (n <= 0 || n > {an})
        return 0.0;
    for (i = 0; i < n; i++) {{
        acc[i] = entries_{k}[i % {en}].weight * i;
        for (j = 0; j < i; j++)
            acc[i] += acc[j] / (j + 1);
        total += acc[i] > {lim} ? {lim} : acc[i];
    }}
    return total + (double)hash_{k}((const unsigned char *)"{word}", {wl}){prev};
}}
"""

ACCESSOR = """
int get_{k}_{j}(int x)
{{
    const char *s = "{k}/{j}";
    int b[{n}];
    if (x < 0 || x >= {n})
        return 0;
    b[x] = s[1] ? (x > {j} ? 1 : 2) : (int)sizeof(b);
    return b[x] + {j};
}}
"""


def _words(rng, n):
    letters = "abcdefghijklmnopqrstuvwxyz"
    return ["".join(rng.choice(letters) for _ in range(rng.randint(3, 9))) for _ in range(n)]


def chunk(k: int, rng: random.Random) -> str:
    tn = 256
    table = ",\n".join("    " + ", ".join(f"0x{rng.getrandbits(32):08x}u" for _ in range(8))
                       for _ in range(tn // 8))
    en = rng.randint(6, 14)
    names = _words(rng, en)
    entries = ",\n".join(f'    {{ "{w}", {i}, 0x{rng.getrandbits(8):02x}u, {rng.random():.4f} }}'
                         for i, w in enumerate(names))
    word = _words(rng, 1)[0]
    prev = f" + score_{k - 1}(n - 1)" if k and rng.random() < 0.5 else ""
    accessors = "".join(ACCESSOR.format(k=k, j=j, n=rng.choice((8, 16))) for j in range(12))
    return CHUNK.format(k=k, many=rng.randint(8, 99), tn=tn, table=table, entries=entries,
                        seed=rng.getrandbits(31), mask=tn - 1, an=rng.choice((16, 32, 64)), en=en,
                        lim=rng.randint(10, 1000), word=word, wl=len(word), prev=prev) + accessors


def source(kbytes: int, seed: int = 1) -> str:
    """About `kbytes` KB of C: chunks until the size is reached."""
    rng = random.Random(seed)
    parts, size, k = [HEADER], len(HEADER), 0
    while size < kbytes * 1024:
        c = chunk(k, rng)
        parts.append(c)
        size += len(c)
        k += 1
    return "".join(parts)


if __name__ == "__main__":
    sys.stdout.write(source(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 1))
