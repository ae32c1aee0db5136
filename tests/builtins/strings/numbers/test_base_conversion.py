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
    # a width no array can have, or past the size preference: MATLAB's size errors (the fuzz
    # run found an OverflowError here)
    assert ident("dec2bin", -5.862127161277691e16, 1e308) == "MATLAB:pmaxsize"
    assert ident("dec2hex", 5.0, 1e12) == "MATLAB:array:SizeLimitExceeded"
    assert to_str(call("dec2hex", -2.0 ** 63)) == "8000000000000000"


def test_hex2dec_string_and_prefix():
    assert call("hex2dec", string_array(["0x1F", "a"])).reshape(-1).tolist() == [31.0, 10.0]


def test_bin2dec_hex2dec_literal_prefix_and_suffix():
    # MATLAB R2020a: the text may carry a literal's prefix and suffix; a signed suffix is two's complement
    from tests.builtins.support import vm_session

    w = vm_session("a = bin2dec('0b111s32'); b = bin2dec('0b11111111s8'); c = hex2dec('0xFFs8');"
                   "d = hex2dec('0x7Fs8'); e = hex2dec('0xFFu8'); f = bin2dec({'0b10', '11'});").workspace
    assert (w["a"], w["b"], w["c"], w["d"], w["e"]) == (7, -1, -1, 127, 255)
    assert w["f"].ravel().tolist() == [2, 3] and w["f"].shape == (2, 1)


def test_string_array_keeps_its_shape():
    from tests.builtins.support import vm_session

    w = vm_session('D = bin2dec(["1111111111" "1111010" "1110"]); H = hex2dec(["FF" "10"; "A" "1"]);').workspace
    assert w["D"].shape == (1, 3) and w["D"].ravel().tolist() == [1023, 122, 14]
    assert w["H"].tolist() == [[255, 16], [10, 1]]
