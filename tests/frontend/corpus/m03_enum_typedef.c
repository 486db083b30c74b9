/* Enums as array sizes and indices, typedef chains, arrays of typedef'd structs. */
#include <stdio.h>

typedef enum { RED, GREEN, BLUE, COLOR_COUNT } color_t;
enum { SMALL = 4, LARGE = SMALL * 4 };

typedef unsigned int uint_t;
typedef uint_t counter_t;
typedef struct {
    counter_t hits[COLOR_COUNT];
    char label[LARGE];
} stats_t;

typedef stats_t stats_table_t[SMALL];

static stats_table_t table;

static void count(stats_t *s, color_t c)
{
    s->hits[c]++;
}

int main(void)
{
    color_t c;
    int k;
    for (k = 0; k < SMALL; k++) {
        for (c = RED; c < COLOR_COUNT; c++) {
            count(&table[k], c);
        }
        snprintf(table[k].label, sizeof(table[k].label), "row %d", k);
    }
    printf("%u %s\n", table[SMALL - 1].hits[BLUE], table[0].label);
    return 0;
}
