"""Bounds the engine works within."""
# Allocations larger than this many bytes are assumed to fail (malloc returns NULL; alloca and VLAs
# this large crash): no real machine can satisfy them.
ALLOC_LIMIT = 1 << 47
MAX_CELLS = 16          # per block: beyond, contents are only summarized
WIDE = 1 << 62          # larger bounds are treated as infinite (see assign_interval)
SMALL_ARRAY = 16        # arrays of at most this many numbers or pointers keep elements as cells
STRIDED_PLACES = 64     # places of a strided access (offset == r mod m) matched against cells one
                        # by one; beyond, the whole span
