/* A helper returns the last valid slot number. */
#define SLOTS 16

static int last_slot(void)
{
    return SLOTS - 1;
}

int main(void)
{
    unsigned char table[SLOTS];
    table[0] = 0;
    table[last_slot()] = 1;    // expect: safe
    return table[0];
}
