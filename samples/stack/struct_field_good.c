/* Arrays of structs with array fields, all indices bounded by the declared sizes. */
#define CAP 5
#define NBAGS 3

struct bag {
    int count;
    int items[CAP];
};

int main(void)
{
    struct bag bags[NBAGS];
    int k, i;
    for (k = 0; k < NBAGS; k++) {
        bags[k].count = 0;              // expect: safe
        for (i = 0; i < CAP; i++) {
            bags[k].items[i] = k * i;   // expect: safe
            bags[k].count++;            // expect: safe
        }
    }
    return bags[NBAGS - 1].items[CAP - 1];  // expect: safe
}
