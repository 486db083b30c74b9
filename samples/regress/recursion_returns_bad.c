/* A call that recurses returns: the accesses after it are reached. The summary of a recursive
   function is a fixpoint over its rounds; each round sees the last round's summary. */
static int rec(int n)
{
    if (n <= 0)
        return 0;
    return rec(n - 1);
}

static int pong(int n);

static int ping(int n)
{
    if (n <= 0)
        return 0;
    return pong(n - 1);
}

static int pong(int n)
{
    if (n <= 0)
        return 1;
    return ping(n - 1);
}

int main(void)
{
    int g[8];
    rec(1);
    ping(3);
    g[7] = 1;
    g[8] = 1;   // expect: error
    return g[0];
}
