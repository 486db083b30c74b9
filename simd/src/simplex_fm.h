/* Exact projection (Fourier-Motzkin with the Omega test's exactness condition) for small systems: the
 * fast path of integer and rational emptiness ahead of the tableau. Internal to simd/src; the public
 * entry is absint_spx_fm_empty (absint_simplex.h). See simplex_fm.c for the argument. */
#ifndef ABSINT_SIMPLEX_FM_H
#define ABSINT_SIMPLEX_FM_H
#include <stdint.h>
#include <string.h>

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

static inline void spx_fm_copy(spx_fm *dst, const spx_fm *src) /* the rows in use only */
{
    dst->nv = src->nv;
    dst->n = src->n;
    dst->integer = src->integer;
    memcpy(dst->key, src->key, sizeof(src->key[0]) * (size_t)src->n);
    memcpy(dst->r, src->r, sizeof(src->r[0]) * (size_t)src->n);
}

/* Adds c + coef . x >= 0 (coef read with the given stride, negated when neg: -c - coef . x >= 0; that
 * is not the integer complement). SPX_FM_EMPTY when the row alone has no point, else 0 or GIVEUP. */
int spx_fm_add(spx_fm *f, int64_t c, const int64_t *coef, int neg);
/* Adds rows in the layout of absint_spx_add_rows (kind, constant, coeffs; an equality is two rows). */
int spx_fm_add_rows(spx_fm *f, int n, const int64_t *rows);
/* SPX_FM_EMPTY, SPX_FM_NONEMPTY or SPX_FM_GIVEUP; f is consumed (its rows are the projection's). */
int spx_fm_solve(spx_fm *f);
/* As spx_fm_solve; when the answer is SPX_FM_NONEMPTY and x is given, *have_x = 1 with an integer point
 * of the system in x (integer systems only: the least value of each variable in its elimination order,
 * or the greatest when high), 0 when a coordinate would leave int64. */
int spx_fm_solve_point(spx_fm *f, int high, int64_t *x, int *have_x);
/* Rational systems whose last variable t is an objective: its least value over the system, *num / *den
 * (den > 0): returns 2 (bounded), SPX_FM_NONEMPTY (unbounded below), SPX_FM_EMPTY or SPX_FM_GIVEUP. */
int spx_fm_min(spx_fm *f, int64_t *num, int64_t *den);
#endif
