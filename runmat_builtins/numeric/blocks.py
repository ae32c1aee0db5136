"""The block size of builtins that make several passes over a large array block by block, so
that a block's scratch stays in the core's cache between passes (mod/rem, linspace)."""

BLOCK = 1 << 15  # elements: 8192 lost to the per-block Python overhead, 2^17 to cache misses
