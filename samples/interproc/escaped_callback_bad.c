/* A function handed to code outside the program is called from there: pthread_once runs
   init_table, whose loop writes one element past the table. Nothing in the program calls
   init_table, yet its accesses are judged (as a root, with the arguments the library passes). */
#include <pthread.h>

static int table[16];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void init_table(void)
{
    for (int i = 0; i <= 16; i++)
        table[i] = i * i;                           // expect: warning
}

int main(void)
{
    pthread_once(&once, init_table);
    return table[3] == 9 ? 0 : 1;                   // expect: safe
}
