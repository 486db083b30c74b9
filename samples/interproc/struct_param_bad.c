/* The callee checks the capacity with > instead of >=, and the stack is already full. */
struct stack {
    int top;
    int slots[6];
};

static int push(struct stack *s, int v)
{
    if (s->top > (int)(sizeof(s->slots) / sizeof(s->slots[0])))
        return -1;
    s->slots[s->top] = v;      // expect: error
    s->top++;
    return 0;
}

int main(void)
{
    struct stack s;
    s.top = 6;
    push(&s, 42);
    return s.top;
}
