"""dictionary (R2022b): construction, lookup, value semantics, removal, queries, errors and the
display of MATLAB's documentation (pages dictionary, entries, configureDictionary)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.containers.dictionary._display import dictionary_text, number_text
from runmat_builtins.values import class_of
from tests.builtins.support import S, C, call, raises_id, row, texts, vm_output


def _d(keys, vals):
    return call("dictionary", keys, vals)


def test_construct_and_lookup_array_of_keys():
    d = _d(S("a", "b", "c"), row(1, 2, 3))
    assert class_of(d) == "dictionary"
    got = d.__matlab_subsref__((S("c", "a", shape=(2, 1)),))
    assert got.shape == (2, 1) and got.ravel().tolist() == [3.0, 1.0]
    assert call("numEntries", d) == 3.0
    assert d.__matlab_subsref__((C("b"),)) == 2.0  # char converts to string


def test_pairs_form_and_scalar_value_for_every_key():
    d = call("dictionary", C("x"), 1.0, C("y"), 2.0)
    assert texts(call("keys", d)) == ["x", "y"]
    e = _d(row(1, 2, 3), S("same"))
    assert texts(call("values", e)) == ["same"] * 3


def test_value_semantics_copy_is_independent():
    d = _d(S("a"), 1.0)
    d2 = d.__matlab_subsasgn__((S("b"),), 5.0)
    assert call("numEntries", d) == 1.0 and call("numEntries", d2) == 2.0
    d3 = d2.__matlab_subsasgn__((S("a"),), 9.0)  # update keeps the entry's place
    assert d3.__matlab_subsref__((S("a"),)) == 9.0 and texts(call("keys", d3)) == ["a", "b"]


def test_removal_by_empty_assignment_and_remove():
    d = _d(row(1, 2, 3), S("u", "b", "t"))
    r = d.__matlab_subsasgn__((2.0,), np.zeros((0, 0)))
    assert call("keys", r).ravel().tolist() == [1.0, 3.0]
    r2 = call("remove", d, row(2, 3))
    assert call("keys", r2).ravel().tolist() == [1.0]
    assert call("numEntries", d) == 3.0


def test_missing_key_and_unconfigured_errors():
    d = _d(S("a"), 1.0)
    with pytest.raises(MException) as e:
        d.__matlab_subsref__((S("zz"),))
    assert e.value.identifier == "MATLAB:dictionary:ScalarKeyNotFound"
    with pytest.raises(MException) as e:
        call("dictionary").__matlab_subsref__((1.0,))
    assert e.value.identifier == "MATLAB:dictionary:UnconfiguredLookupNotSupported"
    raises_id("MATLAB:dictionary:IncorrectNumberOfInputs", "dictionary", 1.0)


def test_iskey_types_isconfigured():
    d = _d(row(1, 2), S("a", "b"))
    np.testing.assert_array_equal(call("isKey", d, row(2, 5)), [[True, False]])
    kt, vt = call("types", d, nargout=2)
    assert texts(kt) == ["double"] and texts(vt) == ["string"]
    assert call("isConfigured", d) is True and call("isConfigured", call("dictionary")) is False


def test_lookup_fallback_and_insert_overwrite():
    d = _d(row(1, 2, 3), S("a", "b", "c"))
    v = call("lookup", d, row(3, 5), C("FallbackValue"), S("z"))
    assert texts(v) == ["c", "z"]
    raises_id("MATLAB:dictionary:ScalarKeyNotFound", "lookup", d, 7.0)
    e = call("insert", d, row(1, 4), S("x", "y"), C("Overwrite"), False)
    assert texts(call("values", e)) == ["a", "b", "c", "y"]


def test_cell_values_and_brace_lookup():
    out = vm_output("d = dictionary('a', {[1 2 3]});\nx = d{'a'};\nfprintf('%d ', x); fprintf('\\n');\n"
                    "d{'b'} = 'txt';\nfprintf('%s\\n', class(d('b')));")
    assert out == "1 2 3 \ncell\n"


def test_entries_table_and_struct():
    d = _d(row(1, 2), S("a", "b"))
    t = call("entries", d)
    assert t.names == ["Key", "Value"] and t.height == 2
    s = call("entries", d, C("struct"))
    assert s.shape == (2, 1) and s.fields == ["Key", "Value"]


def test_display_follows_documentation():
    d = _d(S("Tomato", "Carrot", "Mango", "Mushroom"), row(1, 0.5, 2.5, 1.99))
    assert dictionary_text(d, "d") == (
        "d =\n\n  dictionary (string \u27fc double) with 4 entries:\n\n"
        '    "Tomato"   \u27fc 1\n    "Carrot"   \u27fc 0.5000\n'
        '    "Mango"    \u27fc 2.5000\n    "Mushroom" \u27fc 1.9900\n\n')
    one = _d(row(1), S("Unicycle"))
    assert "with 1 entry:" in dictionary_text(one, None)
    assert dictionary_text(call("dictionary"), None) == "  dictionary with unset key and value types.\n\n"
    empty = call("configureDictionary", S("string"), S("double"))
    assert dictionary_text(empty, "d").endswith("dictionary (string \u27fc double) with no entries.\n\n")
    assert number_text(123456.0) == "123456" and number_text(0.25) == "0.2500"


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_both_tiers_agree(run, tier):
    code = ("d = dictionary();\nfor k = 1:5\n  d(k) = k^2;\nend\nd(3) = [];\n"
            "v = values(d);\nfprintf('%d ', v); fprintf('\\n');\nfprintf('%d\\n', isKey(d, 3));")
    assert run(code, tier) == "1 4 16 25 \n0\n"


def test_nested_assignment_into_values():
    out = vm_output("d = dictionary(\"a\", struct('x', 1));\nd(\"a\").x = 5;\nfprintf('%d\\n', d(\"a\").x);\n"
                    "c = dictionary(\"k\", {[1 2 3]});\nc{\"k\"}(2) = 20;\nfprintf('%d ', c{\"k\"}); fprintf('\\n');")
    assert out == "5\n1 20 3 \n"


def test_gpuarray_keys_and_values_are_stored_on_the_host():
    # dictionary(gpuArray(..), gpuArray(..)) is gathered by the builtin call; assignment, lookup,
    # isKey and remove with gpuArray keys or values store and find the same host values
    out = vm_output("d = dictionary(1, 2);\nd(2) = gpuArray(5);\nd(gpuArray(3)) = 7;\n"
                    "fprintf('%d ', keys(d), values(d), d(gpuArray([3 1])), isKey(d, gpuArray(2)));\n"
                    "d = remove(d, gpuArray(1));\nfprintf('| %d %s\\n', numEntries(d), class(values(d)));\n"
                    "e = dictionary;\ne(gpuArray(1)) = gpuArray(4);\n[kt, vt] = types(e);\nfprintf('%s %s\\n', kt, vt);")
    assert out == "1 2 3 2 5 7 7 2 1 | 2 double\ndouble double\n"


@pytest.mark.parametrize("value", ["{[]}", "{[1 2]}"])
def test_a_cell_of_non_scalar_values_is_not_a_double_value(value):
    # MATLAB converts an entry to the value type; a cell holding [] or a vector is no double scalar
    with pytest.raises(MException) as e:
        vm_output(f'd = dictionary("x", 1); d2 = d; d2("y") = 2; d2("x") = {value};')
    assert e.value.identifier == "MATLAB:dictionary:InvalidValueType"
    assert vm_output('d = dictionary("x", 1); d("y") = {2}; disp(d("y"))') == "2\n"
