/* Nested structs and unions, arrays of structs inside structs, -> and . chains. */
#include <string.h>

struct point { int x, y; };

struct shape {
    int kind;
    union {
        struct { struct point corners[4]; } quad;
        struct { struct point center; int radius; } circle;
        int raw[8];
    } u;
    char name[12];
};

struct scene {
    int count;
    struct shape shapes[6];
};

static struct scene scene;

int main(void)
{
    struct shape *s;
    int k;
    for (k = 0; k < 6; k++) {
        s = &scene.shapes[k];
        s->kind = k % 2;
        if (s->kind == 0) {
            int c;
            for (c = 0; c < 4; c++) {
                s->u.quad.corners[c].x = c;
                s->u.quad.corners[c].y = -c;
            }
        } else {
            s->u.circle.center.x = k;
            s->u.circle.radius = 3;
        }
        strncpy(s->name, "shape", sizeof(s->name) - 1);
        s->name[sizeof(s->name) - 1] = '\0';
        scene.count++;
    }
    return scene.shapes[5].u.raw[7] + scene.shapes[0].u.quad.corners[3].x;
}
