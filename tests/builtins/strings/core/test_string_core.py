"""strcmp family, case, whitespace, strcat/strjoin/strsplit (expected values from octave-cli 7.3)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import C, S, call, cellstr, texts


def test_strcmp_scalars_and_cells():
    assert call("strcmp", C("abc"), C("abc")) is True
    assert call("strcmp", C("abc"), C("abd")) is False
    np.testing.assert_array_equal(call("strcmp", cellstr("a", "b", "a"), C("a")), [[True, False, True]])
    np.testing.assert_array_equal(call("strcmp", cellstr("a", "b"), cellstr("a", "c")), [[True, False]])
    assert call("strcmp", 1.0, C("a")) is False  # non-text: false, no error
    assert call("strcmp", S("x"), C("x")) is True


def test_strcmp_size_mismatch_errors():
    with pytest.raises(MException) as e:
        call("strcmp", cellstr("a", "b"), cellstr("a", "b", "c"))
    assert e.value.identifier == "MATLAB:strcmp:InputsSizeMismatch"


def test_strcmpi_strncmp_strncmpi():
    assert call("strcmpi", C("ABC"), C("abc")) is True
    assert call("strncmp", C("abcdef"), C("abcxyz"), 3.0) is True
    assert call("strncmp", C("abcdef"), C("abcxyz"), 4.0) is False
    np.testing.assert_array_equal(call("strncmp", cellstr("abc", "xbc"), C("abz"), 2.0), [[True, False]])
    assert call("strncmpi", C("ABCdef"), C("abcxyz"), 3.0) is True


def test_upper_lower():
    assert texts(call("upper", C("abc"))) == ["ABC"]
    assert texts(call("upper", cellstr("ab", "c"))) == ["AB", "C"]
    assert texts(call("lower", C("Hello World"))) == ["hello world"]
    out = call("upper", S("ab", "cd"))
    assert out.dtype == S("x").dtype and out.tolist() == [["AB", "CD"]]
    m = call("upper", np.array([["a", "b"], ["c", "d"]], dtype="<U1"))
    assert m.shape == (2, 2) and m.tolist() == [["A", "B"], ["C", "D"]]


def test_strtrim_deblank_blanks_newline():
    assert texts(call("strtrim", C(" \t ab c \n"))) == ["ab c"]
    assert texts(call("strtrim", cellstr(" a ", "b  "))) == ["a", "b"]
    assert texts(call("deblank", C("  ab  "))) == ["  ab"]
    m = call("deblank", np.array([list("ab  "), list("c   ")], dtype="<U1"))
    assert m.tolist() == [["a", "b"], ["c", " "]]
    assert call("blanks", 3.0).tolist() == [[" ", " ", " "]]
    assert texts(call("newline")) == ["\n"]
    assert call("strtrim", C("   ")).size == 0


def test_strcat_char_trailing_whitespace_removed():
    assert texts(call("strcat", C("a "), C("b "), C("c"))) == ["abc"]
    m = call("strcat", np.array([list("ab "), list("cd ")], dtype="<U1"), C("x "))
    assert m.tolist() == [["a", "b", "x"], ["c", "d", "x"]]


def test_strcat_cells_and_strings():
    assert texts(call("strcat", cellstr("x", "y"), C("_"), cellstr("1", "2"))) == ["x_1", "y_2"]
    assert texts(call("strcat", cellstr("a "), C("b "))) == ["a b"]  # cell content keeps its space
    out = call("strcat", S("a ", "b"), C("c"))
    assert out.tolist() == [["a c", "bc"]]
    with pytest.raises(MException) as e:
        call("strcat", cellstr("a", "b"), cellstr("a", "b", "c"))
    assert e.value.identifier == "MATLAB:strcat:InvalidInputSize"


def test_strjoin():
    assert texts(call("strjoin", cellstr("a", "b", "c"), C(", "))) == ["a, b, c"]
    assert texts(call("strjoin", cellstr("a", "b"))) == ["a b"]
    assert texts(call("strjoin", cellstr("1", "2", "3"), cellstr("+", "="))) == ["1+2=3"]
    assert texts(call("strjoin", cellstr("a", "b"), C("\\n"))) == ["a\nb"]


def test_strsplit_multiple_delimiters_and_collapse():
    assert texts(call("strsplit", C("a,b;;c"), cellstr(",", ";"))) == ["a", "b", "c"]
    assert texts(call("strsplit", C("a,b;;c"), cellstr(",", ";"), C("CollapseDelimiters"), False)) == \
        ["a", "b", "", "c"]
    assert texts(call("strsplit", C("a  b"))) == ["a", "b"]
    c, m = call("strsplit", C("a1b22c"), C("\\d+"), C("DelimiterType"), C("RegularExpression"), nargout=2)
    assert texts(c) == ["a", "b", "c"] and texts(m) == ["1", "22"]
    # the longest delimiter wins where several match
    assert texts(call("strsplit", C("a--b-c"), cellstr("-", "--"), C("CollapseDelimiters"), False)) == ["a", "b", "c"]
    with pytest.raises(MException) as e:
        call("strsplit", 5.0)
    assert e.value.identifier == "MATLAB:strsplit:InvalidStringType"


def test_strsplit_regular_expression_delimiters_compile_as_regexp_does():
    # Octave: strsplit('a1b22c333d', '\d+', 'DelimiterType', 'RegularExpression') = {'a','b','c','d'}
    got = call("strsplit", C("a1b22c333d"), C("\\d+"), C("DelimiterType"), C("RegularExpression"))
    assert texts(got) == ["a", "b", "c", "d"]
    # a bad pattern is regexp's error (MATLAB's strsplit calls regexp), not a Python re.error
    with pytest.raises(MException) as e:
        call("strsplit", C("a1b22c333d"), C("\\d)+"), C("DelimiterType"), C("RegularExpression"))
    assert e.value.identifier == "MATLAB:regexp:InvalidPattern"
    assert "\\d)+" in e.value.message


def test_isspace_isletter_isstrprop():
    np.testing.assert_array_equal(call("isspace", C("a b")), [[False, True, False]])
    np.testing.assert_array_equal(call("isletter", C("a1B")), [[True, False, True]])
    np.testing.assert_array_equal(call("isstrprop", C("a1 B"), C("digit")), [[False, True, False, False]])
    np.testing.assert_array_equal(call("isstrprop", C("aB"), C("upper")), [[False, True]])


def test_strcat_complex_codes_use_the_real_part_as_char_does():
    # char(complex(65, 0)) is 'A' (the real part of a code); strcat takes numeric codes the same way
    assert texts(call("strcat", complex(65, 0), C("b"))) == ["Ab"]
    assert texts(call("strcat", np.array([[65 + 0j, 66 + 0j]]))) == ["AB"]
