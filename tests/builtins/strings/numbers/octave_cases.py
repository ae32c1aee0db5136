"""Octave 7.3 cases: dec2bin/dec2hex/dec2base and their inverses."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "dec2bin_mat": "disp(dec2bin([3 8 1]))",
    "dec2bin_width": "disp(dec2bin(5, 8))",
    "dec2bin_zero": "disp(dec2bin(0))",
    "dec2bin_uint8": "disp(dec2bin(uint8(255)))",
    "dec2hex_mat": "disp(dec2hex([255; 16; 1]))",
    "dec2base_36": "disp(dec2base(35, 36))",
    "dec2base_sym": "disp(dec2base(5, 'ab'))",
    "bin2dec_rows": show("bin2dec(['1111'; '0001'])"),
    "bin2dec_cell": show("bin2dec({'10', '111'})"),
    "hex2dec_lower": show("hex2dec({'ff', '7FFF'})"),
    "base2dec_36": show("base2dec('ZZ', 36)"),
    "roundtrip_hex": show("hex2dec(dec2hex(123456789))"),
}
