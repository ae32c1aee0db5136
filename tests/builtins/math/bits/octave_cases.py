"""Octave 7.3 cases: bitand/bitor/bitxor/bitshift/bitcmp/bitget/bitset, typecast, swapbytes."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "bitand_int": show("bitand(uint8([255 15 7]), uint8([60 60 2]))"),
    "bitor_double": show("bitor([12 1 0], [10 2 0])"),
    "bitxor_mixed": show("bitxor(uint16(1000), 255)"),
    "bitand_class": "disp(class(bitand(uint8(3), 1)))",
    "bitshift_uint8": show("bitshift(uint8(255), [1 -1 8 -8])"),
    "bitshift_double": show("bitshift([1 12 1024], [3 2 -5])"),
    "bitshift_int8_neg": show("bitshift(int8(-8), -1)"),
    "bitcmp_uint16": show("bitcmp(uint16([0 1 65535]))"),
    "bitcmp_int8": show("bitcmp(int8([0 5 -1]))"),
    "bitget_vec": show("bitget(uint8(200), 8:-1:1)"),
    "bitget_double": show("bitget(10, 1:4)"),
    "bitset_clear": show("bitset(uint8(255), [1 8], 0)"),
    "bitset_double": show("bitset([0 8], 3)"),
    "typecast_u8_u16": show("typecast(uint8([1 2 3 4]), 'uint16')"),
    "typecast_double": show("typecast(1, 'uint32')"),
    "typecast_col": "disp(size(typecast(uint8([1;2;3;4]), 'uint16')))",
    "typecast_int8": show("typecast(uint8([255 128 1]), 'int8')"),
    "swapbytes_u32": show("swapbytes(uint32(1))"),
    "swapbytes_i16": show("swapbytes(int16([1 -2]))"),
}
