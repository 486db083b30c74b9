/* Exact projection (Fourier-Motzkin with the Omega test's exactness condition) for small systems: the
 * fast path of integer and rational emptiness ahead of the tableau. Internal to simd/src; the public
 * entry is absint_spx_fm_empty (absint_simplex.h). See simplex_fm.c for the argument. */
#ifndef ABSINT_SIMPLEX_FM_H
#define ABSINT_SIMPLEX_FM_H
#include <stdint.h>

enum {
    SPX_FM_MAXV = 8,   /* variables: larger systems go to the tableau at once */
    SPX_FM_MAXR = 48,  /* rows at any step: more and the projection gives up */
    SPX_FM_W = SPX_FM_MAXV + 1,
    SPX_FM_NONEMPTY = 0,
    SPX_FM_EMPTY = 1,
    SPX_FM_GIVEUP = -1 /* no exact elimination, too many rows, or int64 overflow: ask the tableau */
};

/* A system over nv <= SPX_FM_MAXV integer (or rational) variables: row i is
 * r[i][0] + sum_k r[i][1 + k] x_k >= 0. integer: rows are tightened and only exact eliminations run. */
typedef struct {
    int nv, n, integer;
    uint64_t key[SPX_FM_MAXR];           /* a linear hash of row i's coefficients: opposite rows, -key */
    int64_t r[SPX_FM_MAXR][SPX_FM_W];    /* entries past nv are zero */
} spx_fm;

static inline void spx_fm_init(spx_fm *f, int nv, int integer)
{
    f->nv = nv;
    f->n = 0;
    f->integer = integer;
}

/* Adds c + coef . x >= 0 (coef read with the given stride, negated when neg: -c - coef . x >= 0; that
 * is not the integer complement). SPX_FM_EMPTY when the row alone has no point, else 0 or GIVEUP. */
int spx_fm_add(spx_fm *f, int64_t c, const int64_t *coef, int neg);
/* Adds rows in the layout of absint_spx_add_rows (kind, constant, coeffs; an equality is two rows). */
int spx_fm_add_rows(spx_fm *f, int n, const int64_t *rows);
/* SPX_FM_EMPTY, SPX_FM_NONEMPTY or SPX_FM_GIVEUP; f is consumed (its rows are the projection's). */
int spx_fm_solve(spx_fm *f);
#endif
