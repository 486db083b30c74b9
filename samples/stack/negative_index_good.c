/* A decrement guarded against going below zero. */
int main(void)
{
    char buf[16];
    int pos = 0;
    buf[pos] = 'a';   // expect: safe
    if (pos > 0) {
        pos = pos - 1;
    }
    buf[pos] = 'b';   // expect: safe
    return buf[0];
}
