"""dec2bin/dec2hex/hex2dec: negative numbers, string inputs, errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

from runmat_builtins.values import char_row, string_array, to_str
from tests.builtins.support import call, ident


def test_dec2bin_negative_twos_complement():  # MATLAB R2020a+: dec2bin(-5) = '11111011'
    assert to_str(call("dec2bin", -5.0)) == "11111011"
    assert to_str(call("dec2hex", -1.0)) == "FF"


def test_base_conversion_errors():
    assert ident("bin2dec", char_row("102")) == "MATLAB:bin2dec:IllegalCharacter"
    assert ident("hex2dec", char_row("GG")) == "MATLAB:hex2dec:IllegalCharacter"
    assert ident("dec2base", 5.0, 1.0) == "MATLAB:dec2base:BaseIsInvalid"
    assert ident("dec2base", -1.0, 2.0) == "MATLAB:dec2base:FirstArgIsInvalid"
    assert ident("bin2dec", 5.0) == "MATLAB:bin2dec:InputMustBeCharOrString"
    # below intmin('int64') no two's-complement width holds the value (a fuzz case: StopIteration)
    assert ident("dec2bin", -1e115) == "MATLAB:dec2bin:FirstArgIsInvalid"
    assert ident("dec2hex", -2.0 ** 64) == "MATLAB:dec2hex:FirstArgIsInvalid"
    assert to_str(call("dec2hex", -2.0 ** 63)) == "8000000000000000"


def test_hex2dec_string_and_prefix():
    assert call("hex2dec", string_array(["0x1F", "a"])).reshape(-1).tolist() == [31.0, 10.0]
