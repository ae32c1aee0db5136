"""regexp/regexpi/regexprep: outputs, their order, options (values from octave-cli 7.3 and MATLAB docs)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import StructArray
from tests.builtins.support import C, S, call, cellstr, texts


def test_default_output_order_all_seven():
    s, e, te, m, t, nm, sp = call("regexp", C("ab12cd345"), C(r"(?<d>\d)"), nargout=7)
    np.testing.assert_array_equal(s, [[3, 4, 7, 8, 9]])
    np.testing.assert_array_equal(e, [[3, 4, 7, 8, 9]])
    np.testing.assert_array_equal(te[0, 0], [[3, 3]])
    assert texts(m) == ["1", "2", "3", "4", "5"]
    assert texts(t[0, 2]) == ["3"]
    assert isinstance(nm, StructArray) and nm.shape == (1, 5) and nm.fields == ["d"]
    assert texts(nm.elems[0, 1]["d"]) == ["2"]
    assert texts(sp) == ["ab", "", "cd", "", "", ""]


def test_selected_outputs_come_first_in_given_order():
    tok, mat = call("regexp", C("foo bar"), C(r"(\w)\w*"), C("tokens"), C("match"), nargout=2)
    assert texts(mat) == ["foo", "bar"]
    assert [texts(x) for x in tok.ravel()] == [["f"], ["b"]]
    sp, st = call("regexp", C("a1b"), C(r"\d"), C("split"), C("start"), nargout=2)
    assert texts(sp) == ["a", "b"]
    np.testing.assert_array_equal(st, [[2]])


def test_once():
    s, e = call("regexp", C("ab12cd345"), C(r"\d+"), C("once"), nargout=2)
    assert (s, e) == (3.0, 4.0)
    assert texts(call("regexp", C("ab12cd345"), C(r"\d+"), C("match"), C("once"))) == ["12"]
    t = call("regexp", C("key=val"), C(r"(\w+)=(\w+)"), C("tokens"), C("once"))
    assert texts(t) == ["key", "val"]
    nomatch = call("regexp", C("abc"), C("z"), C("match"), C("once"))
    assert nomatch.dtype.kind == "U" and nomatch.size == 0
    assert call("regexp", C("abc"), C("z"), C("tokens"), C("once")).size == 0


def test_no_match_shapes():
    m = call("regexp", C("abc"), C("z"), C("match"))
    assert m.dtype == object and m.shape == (1, 0)
    s = call("regexp", C("abc"), C("z"))
    assert s.shape == (1, 0)


def test_tokens_without_groups_are_whole_match():
    # MATLAB doc: with no tokens in the expression, the token is the entire match
    t = call("regexp", C("abc"), C("b"), C("tokens"))
    assert texts(t[0, 0]) == ["b"]
    te = call("regexp", C("abc"), C("b"), C("tokenExtents"))
    np.testing.assert_array_equal(te[0, 0], [[2, 2]])


def test_names_struct():
    nm = call("regexp", C("x=1"), C(r"(?<key>\w)=(?<val>\d)"), C("names"))
    assert nm.shape == (1, 1) and nm.fields == ["key", "val"]
    assert texts(nm.elems[0, 0]["val"]) == ["1"]


def test_cell_input_gives_cell_output():
    c = call("regexp", cellstr("a1", "b22"), C(r"\d+"), C("match"))
    assert c.shape == (1, 2)
    assert texts(c[0, 0]) == ["1"] and texts(c[0, 1]) == ["22"]


def test_ignorecase_and_regexpi():
    assert texts(call("regexpi", C("ABC abc"), C("b"), C("match"))) == ["B", "b"]
    assert texts(call("regexp", C("ABC abc"), C("b"), C("match"), C("ignorecase"))) == ["B", "b"]
    assert texts(call("regexp", C("ABC abc"), C("b"), C("match"))) == ["b"]


def test_matlab_syntax_translation():
    assert texts(call("regexp", C("cat concat"), C(r"\<cat\>"), C("match"))) == ["cat"]
    assert texts(call("regexp", C("abab"), C(r"(?<x>ab)\k<x>"), C("match"))) == ["abab"]
    # '.' matches newline by default (dotall); '$' is the end of text
    assert texts(call("regexp", C("a\nb"), C("a.b"), C("match"))) == ["a\nb"]
    assert call("regexp", C("a\nb"), C("a.b"), C("match"), C("dotexceptnewline")).size == 0
    assert call("regexp", C("ab\n"), C("b$"), C("match")).size == 0
    assert texts(call("regexp", C("ab\ncd"), C("^c"), C("match"), C("lineanchors"))) == ["c"]


def test_empty_matches_ignored_unless_emptymatch():
    assert call("regexp", C("abc"), C("x*"), C("match")).size == 0
    assert call("regexp", C("abc"), C("x*"), C("match"), C("emptymatch")).size == 4


def test_string_input_gives_string_match():
    m = call("regexp", S("a1b2"), C(r"\d"), C("match"))
    assert m.dtype == S("x").dtype and m.tolist() == [["1", "2"]]


def test_bad_pattern_and_option():
    with pytest.raises(MException) as e:
        call("regexp", C("abc"), C("(a"))
    assert e.value.identifier == "MATLAB:regexp:InvalidPattern"
    with pytest.raises(MException) as e:
        call("regexp", C("abc"), C("a"), C("bogus"))
    assert e.value.identifier == "MATLAB:regexp:InvalidOption"


def test_regexprep():
    assert texts(call("regexprep", C("hello world"), C(r"(\w+) (\w+)"), C("$2 $1"))) == ["world hello"]
    assert texts(call("regexprep", C("aaa"), C("a"), C("b"), C("once"))) == ["baa"]
    assert texts(call("regexprep", C("ABC"), C("b"), C("x"), C("ignorecase"))) == ["AxC"]
    assert texts(call("regexprep", C("abc"), C("b"), C("[$0]"))) == ["a[b]c"]
    assert texts(call("regexprep", C("a-b"), C("(?<x>\\w)-(?<y>\\w)"), C("$<y>-$<x>"))) == ["b-a"]
    assert texts(call("regexprep", C("a b"), C(" "), C("\\n"))) == ["a\nb"]
    assert texts(call("regexprep", cellstr("a1", "b2"), C(r"\d"), C("#"))) == ["a#", "b#"]
    assert texts(call("regexprep", C("abc"), cellstr("a", "b"), cellstr("1", "2"))) == ["12c"]
    assert texts(call("regexprep", C("aaa"), C("a"), C("b"), 2.0)) == ["aba"]
    out = call("regexprep", S("x1", "y2"), C(r"\d"), C(""))
    assert out.tolist() == [["x", "y"]]


def test_regexprep_dynamic_expression_runs_matlab_code():
    # MATLAB docs: ${cmd} in a replacement is the text cmd returns, $N in it being token N
    import io

    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(
        "disp(regexprep('snake_case_name', '_([a-z])', '${upper($1)}'))\n"
        "disp(regexprep('a1b22', '(\\d+)', '<${num2str(str2double($1)*2)}>'))\n"
        "k = 3;\ndisp(regexprep('x y', '(\\w)', '${repmat($1, 1, k)}'))\n"
        "disp(regexprep('it''s', '(\\w+)''s', '${[$1 ''-is'']}'))\n")
    assert out.getvalue() == "snakeCaseName\na<2>b<44>\nxxx yyy\nit-is\n"
