"""Bitwise operations on integer classes and flint doubles: bitand, bitor, bitxor, bitshift,
bitcmp, bitget, bitset; byte-level views: typecast, swapbytes."""
