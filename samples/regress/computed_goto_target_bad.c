/* `goto *e` may land on any label: here it skips the assignment that would keep the index in
   bounds, and the access after the label overflows. */
int buf[4];

int main(void)
{
    static const void *const targets[2] = { &&shrink, &&store };
    int i = 3;
    goto *targets[1];
shrink:
    i = 2;
store:
    buf[i + 1] = 0;                       // expect: warning
    return 0;
}
