/* Underflow: an index computed as -1 writes before the start of the array. */
int main(void)
{
    char buf[16];
    int pos = 0;
    buf[pos] = 'a';   // expect: safe
    pos = pos - 1;
    buf[pos] = 'b';   // expect: error
    return buf[0];
}
