"""Random C functions (statements, loops, switch, goto, arrays, pointers, structs) for the
differential execution test: seeded, deterministic, integer-only. Many are rejected (infinite
loops, undefined shifts, reads of uninitialized variables): the test keeps those gcc and the IR
interpreter both run to completion."""
import random
TYPES = ["int", "unsigned", "char", "long", "short", "unsigned char"]
def expr(r, d, vars_, arrs):
    if d <= 0 or r.random() < 0.3:
        c = r.random()
        if c < 0.4 and vars_: return r.choice(vars_)
        if c < 0.6 and arrs: a, n = r.choice(arrs); return f"{a}[{r.randrange(n)}]"
        if c < 0.7: return "p[1]"
        if c < 0.75: return "s.f[2]"
        if c < 0.8: return "sp->g"
        return str(r.randrange(-5, 50))
    k = r.random()
    if k < 0.4: return f"({expr(r,d-1,vars_,arrs)} {r.choice(['+','-','*','&','|','^','<','>=','==','&&','||','<<'])} {expr(r,d-1,vars_,arrs)})"
    if k < 0.5: return f"({r.choice(['-','!','~'])}{expr(r,d-1,vars_,arrs)})"
    if k < 0.6: return f"(({r.choice(TYPES[:-1])}){expr(r,d-1,vars_,arrs)})"
    if k < 0.7: return f"({expr(r,d-1,vars_,arrs)} ? {expr(r,d-1,vars_,arrs)} : {expr(r,d-1,vars_,arrs)})"
    if k < 0.75: return f"f1({expr(r,d-1,vars_,arrs)})"
    if k < 0.8 and vars_: return f"({r.choice(vars_)} {r.choice(['=','+=','-=','*=','|='])} {expr(r,d-1,vars_,arrs)})"
    if k < 0.85 and vars_: return f"({r.choice(vars_)}{r.choice(['++','--'])})"
    if k < 0.9: return f"sizeof({expr(r,d-1,vars_,arrs)})"
    if k < 0.95: return f"*(p + {r.randrange(3)})"
    return f"({expr(r,d-1,vars_,arrs)}, {expr(r,d-1,vars_,arrs)})"
def stmt(r, d, vars_, arrs, labels, inloop, inswitch):
    k = r.random()
    e = lambda: expr(r, 3, vars_, arrs)
    if d <= 0 or k < 0.3:
        c = r.random()
        if c < 0.5 and vars_: return f"{r.choice(vars_)} = {e()};"
        if c < 0.7 and arrs: a, n = r.choice(arrs); return f"{a}[{e()} & {n-1}] = {e()};"
        if c < 0.75 and inloop: return r.choice(["break;", "continue;"])
        if c < 0.8: return f"return {e()};"
        if c < 0.85 and labels: return f"goto {r.choice(labels)};"
        if c < 0.9: return f"memcpy(buf, p, {r.randrange(8)});"
        return f"{e()};"
    if k < 0.45: return f"if ({e()}) {{ {block(r,d-1,vars_,arrs,labels,inloop,inswitch)} }} else {{ {block(r,d-1,vars_,arrs,labels,inloop,inswitch)} }}"
    if k < 0.55: return f"while ({e()}) {{ {block(r,d-1,vars_,arrs,labels,True,inswitch)} }}"
    if k < 0.65:
        v = f"i{r.randrange(1000)}"
        return f"for (int {v} = 0; {v} < {r.randrange(1,9)}; {v}++) {{ {block(r,d-1,vars_+[v],arrs,labels,True,inswitch)} }}"
    if k < 0.72: return f"do {{ {block(r,d-1,vars_,arrs,labels,True,inswitch)} }} while ({e()});"
    if k < 0.8:
        cases = " ".join(f"case {c}: {block(r,d-1,vars_,arrs,labels,True,True)}" for c in r.sample(range(10), r.randrange(1,4)))
        dflt = f"default: {block(r,d-1,vars_,arrs,labels,True,True)}" if r.random() < 0.5 else ""
        return f"switch ({e()}) {{ {cases} {dflt} }}"
    if k < 0.85:
        t = r.choice(TYPES); v = f"v{r.randrange(1000)}"
        return f"{{ {t} {v} = {e()}; {block(r,d-1,vars_+[v],arrs,labels,inloop,inswitch)} }}"
    if k < 0.9:
        n = r.choice([2,4,8]); a = f"a{r.randrange(1000)}"
        return f"{{ int {a}[{n}] = {{ {e()} }}; {block(r,d-1,vars_,arrs+[(a,n)],labels,inloop,inswitch)} }}"
    return f"{{ {block(r,d-1,vars_,arrs,labels,inloop,inswitch)} }}"
def block(r, d, vars_, arrs, labels, inloop, inswitch):
    return " ".join(stmt(r, d, vars_, arrs, labels, inloop, inswitch) for _ in range(r.randrange(1, 4)))
def program(seed):
    r = random.Random(seed)
    labels = ["L1", "L2"]
    body = block(r, 4, ["x", "y", "z"], [("g", 8)], labels, False, False)
    return f"""#include <string.h>
struct S {{ int f[4]; long g; }};
int g[8];
static int f1(int v) {{ return v + 1; }}
int fuzz(int x, int *p, struct S *sp) {{
    int y = 0; long z = 1; char buf[8]; struct S s = {{ {{1,2,3}}, 4 }};
    {body}
L1: y++;
L2: return (int)(y + z + buf[0] + s.f[1]);
}}
"""
