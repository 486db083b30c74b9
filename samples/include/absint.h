/* Helpers for annotated samples. The analyzer knows these by name. */
#ifndef ABSINT_H
#define ABSINT_H

/* Any value in [lo, hi] (lo <= hi): an input the sample does not control. */
int __absint_range(int lo, int hi);

#endif
