"""Operator overloading, disp/display overloads, introspection functions, default display."""

from __future__ import annotations


def test_binary_and_unary_operators(run):
    out = run("p = Point(3, 4); q = Point(1, 1);\n"
              "disp(toString(p + q)); disp(toString(p - q)); disp(toString(-p))\n"
              "disp(toString(2 * p)); disp(toString(p * 3))\n"
              "disp(p == Point(3, 4)); disp(q < p)\n")
    assert out == "(4, 5)\n(2, 3)\n(-3, -4)\n(6, 8)\n(9, 12)\n1\n1\n"


def test_operator_without_overload_is_an_error(run):
    err = run.error("s = Square() + 1;")
    assert err.identifier == "MATLAB:UndefinedFunction"
    assert "'plus'" in err.message and "'Square'" in err.message


def test_handle_equality_is_identity(run):
    out = run("a = Counter(); b = a; c = Counter(); disp([a == b, a == c, a ~= c])\n")
    assert out == "  1  0  1\n"


def test_default_display_matches_octave(run):
    out = run("p = Point(3, 4)\n")
    assert out == ("p =\n\n  Point object with properties:\n\n"
                   "      DIM: [1x1 double]\n        x: [1x1 double]\n        y: [1x1 double]\n\n")


def test_default_display_text_and_logical_values(run, tmp_path):
    (tmp_path / "Rec.m").write_text(
        "classdef Rec\n  properties\n    name = 'abc'\n    ok = true\n    data = {1, 2}\n"
        "    longName = int8(3)\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("r = Rec()\ndisp(r)\n")
    body = ("  Rec object with properties:\n\n       data: [1x2 cell]\n   longName: [1x1 int8]\n"
            "       name: abc\n         ok: 1\n")
    body = body.replace("   longName", "   longName")
    assert out == "r =\n\n" + _aligned(body) + "\n" + _aligned(body)


def _aligned(body: str) -> str:
    # names are right-aligned 4 columns past the indent (Octave's layout)
    lines = body.split("\n")
    names = [ln.split(":")[0].strip() for ln in lines[2:] if ln]
    w = max(len(n) for n in names)
    out = lines[:2] + [" " * (6 + w - len(ln.split(":")[0].strip())) + ln.strip() for ln in lines[2:] if ln]
    return "\n".join(out) + "\n"


def test_disp_overload_used_by_auto_display_and_disp(run):
    out = run("a = Account('ann', 5)\ndisp(a)\n")
    assert out == "a =\n\nAccount of ann: 5\n\nAccount of ann: 5\n"


def test_class_isa_isobject(run):
    out = run("lc = LoggedCounter(1); p = Point();\n"
              "disp(class(lc)); disp([isa(lc, 'LoggedCounter') isa(lc, 'Counter') isa(lc, 'handle')])\n"
              "disp([isa(p, 'handle') isa(p, 'Point') isa(p, 'numeric')])\n"
              "disp([isobject(p) isobject(5) isobject({})])\n")
    assert out == "LoggedCounter\n  1  1  1\n  0  1  0\n  1  0  0\n"


def test_properties_methods_fieldnames(run):
    out = run("properties(Temperature())\nmethods('Point')\nf = fieldnames(Point())\n")
    assert out == ("properties for class Temperature:\n\n  Celsius\n  Fahrenheit\n\n"
                   "Methods for class Point:\n"
                   "Point     lt        move      norm      plus      uminus\n"
                   "eq        minus     mtimes    origin    toString\n\n"
                   "f =\n{\n  [1,1] = DIM\n  [2,1] = x\n  [3,1] = y\n}\n\n")


def test_isprop_ismethod(run):
    out = run("p = Point(); disp([isprop(p, 'x') isprop(p, 'z') ismethod(p, 'norm') ismethod(p, 'zz')])\n")
    assert out == "  1  0  1  0\n"


def test_handle_methods_list_delete(run):
    out = run("m = methods(Counter());\ndisp(m')\n")
    assert out == "{\n  [1,1] = Counter\n  [1,2] = delete\n  [1,3] = increment\n  [1,4] = reset\n}\n"


def test_isequal_compares_properties(run):
    out = run("disp([isequal(Point(1,2), Point(1,2)) isequal(Point(1,2), Point(2,1))])\n")
    assert out == "  1  0\n"


def test_struct_of_object(run):
    out = run("s = struct(Point(1, 2)); disp(s.x + s.y)\n")
    assert out == "3\n"
