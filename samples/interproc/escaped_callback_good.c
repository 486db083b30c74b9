/* The twin of escaped_callback_bad.c: the function pthread_once runs stays inside the table. */
#include <pthread.h>

static int table[16];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void init_table(void)
{
    for (int i = 0; i < 16; i++)
        table[i] = i * i;                           // expect: safe
}

int main(void)
{
    pthread_once(&once, init_table);
    return table[3] == 9 ? 0 : 1;                   // expect: safe
}
