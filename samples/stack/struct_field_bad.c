/* An array field of a struct is filled up to its capacity inclusive. */
#define CAP 5

struct bag {
    int count;
    int items[CAP];
    int guard;
};

int main(void)
{
    struct bag b;
    int i;
    b.count = 0;
    b.guard = 0;
    for (i = 0; i <= CAP; i++) {
        b.items[i] = i;                 // expect: error
        b.count++;
    }
    return b.guard;
}
