"""categorical: construction, categories management, comparisons, indexing, conversions and the
display of MATLAB's documentation (pages categorical, categories, countcats)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.categorical._display import categorical_text
from runmat_builtins.values import class_of
from tests.builtins.support import C, S, call, cellstr, raises_id, row, texts, vm_output


def _c(*names, **kw):
    return call("categorical", cellstr(*names), **kw)


def test_categories_sorted_and_undefined():
    c = _c("plane", "car", "train", "car", "", "plane")
    assert class_of(c) == "categorical"
    assert texts(call("categories", c)) == ["car", "plane", "train"]
    np.testing.assert_array_equal(call("isundefined", c), [[False, False, False, False, True, False]])
    assert call("countcats", c).ravel().tolist() == [2.0, 2.0, 1.0]


def test_valueset_catnames_and_numbers():
    c = call("categorical", row(1, 3, 2, 1), row(1, 2, 3), S("red", "green", "blue"))
    assert texts(call("string", c)) == ["red", "blue", "green", "red"]
    n = call("categorical", row(10, float("nan"), 2.5))
    assert texts(call("categories", n)) == ["2.5", "10"]
    out = call("categorical", S("a", "z"), S("a", "b"))
    assert call("isundefined", out).ravel().tolist() == [False, True]
    raises_id("MATLAB:categorical:NumCategoryNamesMismatch", "categorical", row(1, 2), row(1, 2), S("x"))


def test_equality_with_text_and_ordinal_order():
    c = _c("a", "b", "a")
    np.testing.assert_array_equal(call("eq", c, C("a")), [[True, False, True]])
    np.testing.assert_array_equal(call("ne", c, S("b")), [[True, False, True]])
    s = call("categorical", S("small", "large", "medium"), S("small", "medium", "large"), C("Ordinal"), True)
    np.testing.assert_array_equal(call("gt", s, C("small")), [[False, True, True]])
    assert call("isordinal", s) is True and call("isprotected", s) is True
    raises_id("MATLAB:categorical:NotOrdinal", "lt", c, C("b"))


def test_assignment_adds_categories_unless_protected():
    c = _c("a", "b")
    c2 = c.__matlab_subsasgn__((2.0,), C("new"))
    assert texts(call("categories", c2)) == ["a", "b", "new"]
    assert texts(call("categories", c)) == ["a", "b"]
    s = call("categorical", S("lo", "hi"), S("lo", "hi"), C("Ordinal"), True)
    with pytest.raises(MException) as e:
        s.__matlab_subsasgn__((1.0,), C("mid"))
    assert e.value.identifier == "MATLAB:categorical:ProtectedForAssign"


def test_category_editing():
    c = _c("red", "pink", "blue")
    assert texts(call("categories", call("addcats", c, S("green"), C("Before"), C("pink")))) == \
        ["blue", "green", "pink", "red"]
    m = call("mergecats", c, S("red", "pink"), C("reddish"))
    assert texts(call("cellstr", m)) == ["reddish", "reddish", "blue"]
    r = call("renamecats", c, C("blue"), C("navy"))
    assert texts(call("categories", r)) == ["navy", "pink", "red"]
    o = call("reordercats", c, row(3, 2, 1))
    assert texts(call("categories", o)) == ["red", "pink", "blue"]
    assert call("double", o).ravel().tolist() == [1.0, 2.0, 3.0]
    st = call("setcats", c, S("red", "teal"))
    assert texts(call("string", st))[0] == "red" and call("isundefined", st).ravel().tolist() == [False, True, True]
    u = call("removecats", call("categorical", S("a", "b"), S("a", "b", "c")))
    assert texts(call("categories", u)) == ["a", "b"]
    np.testing.assert_array_equal(call("iscategory", c, cellstr("red", "x")), [[True, False]])



def test_reordercats_positions_must_be_a_permutation():
    # NEWORDER by position: a permutation of 1..N; NaN, Inf and fractions are MATLAB's
    # InvalidNeworder error (they were a Python int() error), integer classes are positions too
    c = _c("red", "pink", "blue")
    for bad in (row(np.inf, 1, 2), row(np.nan, 1, 2), row(1.5, 2, 3), row(1, 2, 4), row(1, 2)):
        raises_id("MATLAB:categorical:reordercats:InvalidNeworder", "reordercats", c, bad)
    o = call("reordercats", c, row(2, 3, 1, dtype=np.int8))
    assert texts(call("categories", o)) == ["pink", "red", "blue"]


def test_cat_of_categoricals_dimension_is_a_positive_integer():
    # cat(DIM, c1, c2): cat's own dimension error for NaN, 0 and Inf, as for numeric arrays
    c = _c("a")
    for bad in (np.nan, 0.0, np.inf):
        raises_id("MATLAB:catenate:invalidDimension", "cat", bad, c, c)
    assert call("cat", 1.0, c, c).shape == (2, 1)


def test_unique_sort_ismember_concat():
    c = _c("b", "a", "b", "c")
    u, ia, ic = call("unique", c, nargout=3)
    assert texts(call("string", u)) == ["a", "b", "c"] and ic.ravel().tolist() == [2.0, 1.0, 2.0, 3.0]
    s = call("sort", c)
    assert texts(call("string", s)) == ["a", "b", "b", "c"]
    tf, loc = call("ismember", c, cellstr("c", "b"), nargout=2)
    assert tf.ravel().tolist() == [True, False, True, True] and loc.ravel().tolist() == [2.0, 0.0, 2.0, 1.0]
    j = call("horzcat", c, _c("z"))
    assert texts(call("categories", j)) == ["a", "b", "c", "z"] and j.shape == (1, 5)


def test_display_follows_documentation():
    c = _c("plane", "car", "train", "car", "plane")
    assert categorical_text(c, "A") == ("A =\n\n  1\u00d75 categorical array\n\n"
                                        "     plane      car      train      car      plane \n\n")
    m = call("categorical", cellstr("medium", "small", "large", "large", "xlarge", "medium", shape=(3, 2)))
    assert categorical_text(m, None) == ("     medium      large  \n     small       xlarge \n"
                                         "     large       medium \n")


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_both_tiers(run, tier):
    code = ("c = categorical({'x','y','x'});\nc(4) = 'z';\nn = countcats(c);\n"
            "fprintf('%d ', n); fprintf('\\n');\nfprintf('%d', c == 'x'); fprintf('\\n');")
    assert run(code, tier) == "2 1 1 \n1010\n"


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_loop_and_arrayfun_over_elements(run, tier):
    code = ("c = categorical({'a','b','a'});\nfor x = c\n  fprintf('%s', char(x));\nend\nfprintf('\\n');\n"
            "r = arrayfun(@(x) char(x), c, 'UniformOutput', false);\nfprintf('%s', r{:}); fprintf('\\n');")
    assert run(code, tier) == "aba\naba\n"


def test_table_variable_protocol():
    c = call("categorical", cellstr("lo", "hi", "", "lo", shape=(4, 1)), cellstr("lo", "hi"))
    part = c.take_rows([3, 0])
    assert part.shape == (2, 1) and texts(call("string", part)) == ["lo", "lo"]
    stacked = c.vstack_rows([c, _c("new").__matlab_subsref__((1.0,))])
    assert stacked.shape == (5, 1) and texts(call("categories", stacked)) == ["lo", "hi", "new"]
    assert c.group_keys() == [1, 2, None, 1]


def test_cat_dimension_of_categoricals_is_checked_as_cat_does():
    # cat(NaN, c, c) is cat's own error (MATLAB:catenate:invalidDimension), not int() of NaN
    c = _c("a")
    raises_id("MATLAB:catenate:invalidDimension", "cat", float("nan"), c, c)
    raises_id("MATLAB:catenate:invalidDimension", "cat", C("a"), c, c)
    assert call("cat", 1.0, c, c).shape == (2, 1)
