"""A generated codebase for the scaling benchmark: N functions in M files, deterministic.

The functions form layers of `width` functions; a function calls one or two functions of the layer
below (possibly in another file), so the call graph is a wide DAG like a real library's: leaves
with loops over arrays and local buffers, wrappers that pass shifted pointers and sizes down.
Each file declares only the functions it calls (no header with every prototype), so the front
end's work per file does not grow with N. With `main=True` a `main` calls every function of the
top layer on buffers of its own: a single-entry program.

    python -m benchmarks.scaling.generate OUTDIR N M [--main]
"""
from __future__ import annotations

import os
import random
import sys

LEAVES = [
    """int f{k}(int *a, int n)
{{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += a[i];
    return s;
}}
""",
    """int f{k}(int *a, int n)
{{
    int buf[{m}];
    int i;
    for (i = 0; i < {m}; i++)
        buf[i] = i * {c};
    if (n > 0 && n < {m})
        a[n - 1] = buf[n];
    return buf[{m} - 1];
}}
""",
    """int f{k}(int *a, int n)
{{
    int i;
    for (i = 1; i < n; i++)
        a[i] = a[i - 1] + {c};
    return n > 0 ? a[0] : 0;
}}
""",
]

INNER = [
    """int f{k}(int *a, int n)
{{
    int t = 0;
    if (n > 2) {{
        t = f{j1}(a + 1, n - 1);
        t += f{j2}(a, n);
        a[n - 1] = t;
    }}
    return t;
}}
""",
    """int f{k}(int *a, int n)
{{
    int i, t = 0;
    for (i = 0; i + 4 <= n; i += 4)
        t += f{j1}(a + i, 4);
    return t;
}}
""",
    """int f{k}(int *a, int n)
{{
    int local[{m}];
    int i;
    for (i = 0; i < {m}; i++)
        local[i] = n;
    return f{j1}(local, {m}) + (n > 0 ? f{j2}(a, n) : 0);
}}
""",
]


def generate(n: int, m: int, seed: int = 1, width: int = 0, main: bool = False) -> dict:
    """{file name: text} of n functions (f0 .. f{n-1}) in m files."""
    rng = random.Random(seed)
    width = width or max(4, n // 10)
    bodies, calls = [], []
    for k in range(n):
        layer = k // width
        if layer == 0:
            t = LEAVES[k % len(LEAVES)]
            bodies.append(t.format(k=k, m=8 + k % 9, c=1 + k % 5))
            calls.append(())
            continue
        lo, hi = (layer - 1) * width, layer * width - 1
        j1, j2 = rng.randint(lo, hi), rng.randint(lo, hi)
        t = INNER[k % len(INNER)]
        bodies.append(t.format(k=k, j1=j1, j2=j2, m=8 + k % 9))
        calls.append(tuple(sorted({j1, j2})) if "{j2}" in t else (j1,))
    files = {}
    per = -(-n // m)
    for f in range(m):
        ks = range(f * per, min(n, (f + 1) * per))
        if not ks:
            continue
        own = set(ks)
        extern = sorted({j for k in ks for j in calls[k] if j not in own})
        text = [f"/* generated: file {f} of {m} */\n"]
        text += [f"int f{j}(int *a, int n);\n" for j in extern]
        text += [f"int f{k}(int *a, int n);\n" for k in ks]   # own prototypes: any order
        text += ["\n"] + [bodies[k] + "\n" for k in ks]
        files[f"unit{f:04d}.c"] = "".join(text)
    if main:
        top = range((n - 1) // width * width, n)
        text = ["/* generated: main */\n"] + [f"int f{k}(int *a, int n);\n" for k in top]
        text += ["\nint main(void)\n{\n    int buf[64];\n    int i, t = 0;\n"
                 "    for (i = 0; i < 64; i++)\n        buf[i] = i;\n"]
        text += [f"    t += f{k}(buf, {8 + k % 50});\n" for k in top]
        text += ["    return t & 1;\n}\n"]
        files["main.c"] = "".join(text)
    return files


def leaf_edit(files: dict) -> tuple:
    """(file name, new text): one leaf function edited without changing its lines, its constants
    or its number of accesses (`s += a[i]` becomes `s -= a[i]`, or `+ c` becomes `- c`)."""
    name = sorted(f for f in files if f.startswith("unit"))[0]
    text = files[name]
    for old, new in (("s += a[i];", "s -= a[i];"), ("a[i - 1] + ", "a[i - 1] - ")):
        if old in text:
            return name, text.replace(old, new, 1)
    raise ValueError("no leaf to edit")


def write(directory: str, files: dict) -> None:
    os.makedirs(directory, exist_ok=True)
    for name, text in files.items():
        with open(os.path.join(directory, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    write(args[0], generate(int(args[1]), int(args[2]), main="--main" in sys.argv))
