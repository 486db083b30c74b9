/* A helper returns a slot number that is one past the table. */
#define SLOTS 16

static int last_slot(void)
{
    return SLOTS;
}

int main(void)
{
    unsigned char table[SLOTS];
    table[0] = 0;
    table[last_slot()] = 1;    // expect: error
    return table[0];
}
