/* A pointer stepped back before the start of the buffer, then read. */
int main(void)
{
    char text[8] = "abcdefg";
    char *p = text;
    char c = *p;      // expect: safe
    p -= 1;
    c = *p;           // expect: error
    return c;
}
