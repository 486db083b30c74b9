/* SV-COMP style: do-while loops copying between arrays. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

#define SIZE 64

int src[SIZE];
int dst[SIZE];

int main(void)
{
    int i = 0;
    do {
        src[i] = __VERIFIER_nondet_int();
        i++;
    } while (i < SIZE);
    i = SIZE;
    do {
        --i;
        dst[i] = src[i];
    } while (i > 0);
    for (i = 0; i < SIZE; i++) {
        if (dst[i] != src[i]) {
            reach_error();
        }
    }
    return 0;
}
