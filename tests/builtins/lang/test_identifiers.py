"""matlab.lang.makeValidName and matlab.lang.makeUniqueStrings (MATLAB documentation examples)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import cell_array, char_row, string_array, to_str
from tests.builtins.support import call, raises_id, vm_output


def cells(*w):
    return cell_array([char_row(x) for x in w])


def texts(c):
    return [to_str(x) for x in c.ravel(order="F")]


def test_make_valid_name_documented_examples():
    s = cells("Item_#", "Price/Unit", "1st order", "Contact")
    assert texts(call("matlab.lang.makeValidName", s)) == ["Item__", "Price_Unit", "x1stOrder", "Contact"]
    hexed = call("matlab.lang.makeValidName", s, char_row("ReplacementStyle"), char_row("hex"))
    assert texts(hexed) == ["Item_0x23", "Price0x2FUnit", "x1stOrder", "Contact"]
    deleted = call("matlab.lang.makeValidName", s, char_row("ReplacementStyle"), char_row("delete"))
    assert texts(deleted) == ["Item_", "PriceUnit", "x1stOrder", "Contact"]
    pre = call("matlab.lang.makeValidName", cells("1stMeasurement", "2ndMeasurement", "Control"),
               char_row("Prefix"), char_row("m_"))
    assert texts(pre) == ["m_1stMeasurement", "m_2ndMeasurement", "Control"]


def test_make_valid_name_keywords_modified_flags_and_strings():
    n, mod = call("matlab.lang.makeValidName", cells("for", "ok", ""), nargout=2)
    assert texts(n) == ["xFor", "ok", "x"] and mod.ravel().tolist() == [True, False, True]
    s = call("matlab.lang.makeValidName", string_array("a b"))
    assert s.flat[0] == "aB"
    assert len(to_str(call("matlab.lang.makeValidName", char_row("a" * 80)))) == 63
    raises_id("MATLAB:makeValidName:InvalidPrefix", "matlab.lang.makeValidName", char_row("1"),
              char_row("Prefix"), char_row("9"))


def test_make_unique_strings():
    s = cells("John", "Sue", "Nick", "John", "Campion", "John", "Jason")
    u = call("matlab.lang.makeUniqueStrings", s)
    assert texts(u) == ["John", "Sue", "Nick", "John_1", "Campion", "John_2", "Jason"]
    assert to_str(call("matlab.lang.makeUniqueStrings", char_row("a"), cells("a", "a_1"))) == "a_2"
    sel = call("matlab.lang.makeUniqueStrings", cells("a", "a", "a"), np.array([[3.0]]))
    assert texts(sel) == ["a", "a", "a_1"]
    raises_id("MATLAB:makeUniqueStrings:CannotMakeUnique", "matlab.lang.makeUniqueStrings",
              cells("ab", "ab"), cell_array([]), 2.0)


def test_dotted_names_resolve_in_the_vm():
    assert vm_output("n = matlab.lang.makeValidName('a-b');\ndisp(n)") == "a_b\n"
    assert vm_output("disp(namelengthmax)") == "63\n"
