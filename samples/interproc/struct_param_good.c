/* A struct carrying a buffer and its capacity is passed by pointer; the callee checks the capacity. */
struct stack {
    int top;
    int slots[6];
};

static int push(struct stack *s, int v)
{
    if (s->top >= (int)(sizeof(s->slots) / sizeof(s->slots[0])))
        return -1;
    s->slots[s->top] = v;      // expect: safe
    s->top++;
    return 0;
}

int main(void)
{
    struct stack s;
    int k;
    s.top = 0;
    for (k = 0; k < 10; k++)
        push(&s, k);
    return s.top;
}
