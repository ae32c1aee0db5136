"""MATLAB's display of enumeration members, enumeration arrays and object arrays (show.py)."""

from __future__ import annotations

import pytest

from runmat_vm.classes.show import array_text, enumeration_listing, enumeration_text


@pytest.fixture
def drun(run, tmp_path):
    (tmp_path / "Sz.m").write_text("classdef Sz\n  enumeration\n    Small, Medium, Large\n  end\nend\n")
    (tmp_path / "Pair.m").write_text("classdef Pair\n  properties\n    b = 1\n    a = 2\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    return run


def value(run, expr):
    run(f"tmp__ = {expr};")
    return run.session.workspace["tmp__"]


def test_member_text(drun):
    assert enumeration_text(value(drun, "Sz.Medium")) == "  Sz enumeration\n\n    Medium\n"


def test_enumeration_array_text_pads_names(drun):
    text = enumeration_text(value(drun, "[Sz.Small Sz.Large; Sz.Medium Sz.Small]"))
    assert text == ("  2\u00d72 Sz enumeration array\n\n"
                    "    Small     Large \n"
                    "    Medium    Small \n")


def test_enumeration_listing(drun):
    cls = value(drun, "Sz.Small").cls
    assert enumeration_listing(cls, ["Small", "Large"]) == (
        "Enumeration members for class 'Sz':\n\n    Small\n    Large\n\n")


def test_object_array_text(drun):
    v = value(drun, "[Pair() Pair() Pair()]")
    assert array_text(v) == "  1\u00d73 Pair array with properties:\n\n    a\n    b\n"
    assert array_text(value(drun, "Pair.empty")).startswith("  0\u00d70 empty Pair array")


def test_auto_display_uses_the_texts(drun):
    out = drun("x = Sz.Large")
    assert out == "x =\n\n  Sz enumeration\n\n    Large\n\n"
    out = drun("y = [Pair() Pair()]")
    assert out == "y =\n\n  1\u00d72 Pair array with properties:\n\n    a\n    b\n\n"


def test_disp_of_member(drun):
    assert drun("disp(Sz.Small)") == "  Sz enumeration\n\n    Small\n"


def test_enumeration_command(drun):
    assert drun("enumeration Sz") == "Enumeration members for class 'Sz':\n\n    Small\n    Medium\n    Large\n\n"


def test_member_inline_in_struct_and_object_display(tmp_path):
    import io

    from runmat_vm import Session

    (tmp_path / "Sz.m").write_text("classdef Sz\n  enumeration\n    Small, Medium\n  end\nend\n")
    (tmp_path / "Holder.m").write_text("classdef Holder\n  properties\n    Size = Sz.Medium\n  end\nend\n")
    out = io.StringIO()
    session = Session(stdout=out, stderr=io.StringIO(), display="matlab")  # MATLAB's struct layout
    session.add_path([str(tmp_path)])
    session.run("q.s = Sz.Small\nh = Holder()")
    assert "    s: Small\n" in out.getvalue()
    assert "Size: Medium" in out.getvalue()
