"""Value vs handle semantics, constructors, both call forms, static/constant, accessors."""

from __future__ import annotations


def test_value_class_copies_on_assignment(run):
    out = run("p = Point(3, 4); q = p; q.x = 10; disp([p.x q.x])\n")
    assert out == "    3   10\n"


def test_value_method_returns_modified_copy(run):
    out = run("p = Point(1, 2); p2 = p.move(1, 1); disp([p.x p2.x p.y p2.y])\n")
    assert out == "   1   2   2   3\n"


def test_handle_class_shares_state(run):
    out = run("c = Counter(5); d = c; d.increment(); increment(c, 3); disp(c.count)\n")
    assert out == "9\n"


def test_constructor_nargin_and_defaults(run):
    out = run("a = Point(); b = Point(7); c = Point(7, 8); disp([a.x a.y b.x b.y c.x c.y])\n")
    assert out == "   0   0   7   0   7   8\n"


def test_defaults_evaluated_once_per_class_load(run, tmp_path):
    (tmp_path / "Stamp.m").write_text(
        "classdef Stamp\n  properties\n    v = Stamp.next()\n  end\n"
        "  methods (Static)\n    function n = next()\n      persistent k\n"
        "      if isempty(k), k = 0; end\n      k = k + 1; n = k;\n    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("a = Stamp(); b = Stamp(); disp([a.v b.v Stamp.next()])\n")
    assert out == "   1   1   2\n"


def test_method_call_forms_agree(run):
    out = run("p = Point(3, 4); disp(p.norm()); disp(norm(p)); disp(p.norm)\n")
    assert out == "5\n5\n5\n"


def test_method_beats_builtin_of_same_name(run):
    # norm is a builtin; the Point method wins for a Point argument, builtins still work
    out = run("disp(norm(Point(6, 8))); disp(norm([3 4]))\n")
    assert out == "10\n5\n"


def test_static_method_and_constant(run):
    out = run("o = Point.origin(); disp([o.x o.y Point.DIM]); p = Point(1,1); disp(p.DIM)\n")
    assert out == "   0   0   2\n2\n"


def test_chained_static_call_and_field(run):
    assert run("z = Point.origin().x\n") == "z = 0\n"


def test_dependent_property_get_and_set(run):
    out = run("t = Temperature(100); disp(t.Fahrenheit); t.Fahrenheit = 32; disp(t.Celsius)\n")
    assert out == "212\n0\n"


def test_set_method_validates(run):
    err = run.error("t = Temperature(); t.Celsius = -300;")
    assert err.identifier == "Temperature:belowZero"
    assert run("disp(t.Celsius)\n") == "0\n"


def test_indexed_property_assignment(run):
    out = run("p = Point(1, 2); p.y(3) = 7; disp(p.y)\ns.pt = Point(1, 2); s.pt.y = 9; disp(s.pt.y)\n")
    assert out == "   2   0   7\n9\n"


def test_inheritance_super_constructor_and_dynamic_dispatch(run):
    out = run("sh = {Circle(2), Square(), Shape('blob')};\n"
              "for k = 1:3, disp(describe(sh{k})), end\n")
    assert out == "circle with area 12.57\nshape with area 1.00\nblob with area 0.00\n"


def test_superclass_method_call_from_override(run):
    out = run("lc = LoggedCounter(2); lc.increment(4); disp(lc.count); disp(lc.log); disp(lc.label)\n")
    assert out == "6\n{\n  [1,1] = +4\n}\nlogged\n"


def test_isvalid_and_delete_run_the_destructor(run):
    out = run("c = Counter(3); d = c; delete(c); disp(isvalid(d))\n")
    assert out == "deleting counter at 3\n0\n"


def test_private_members_reachable_from_methods(run):
    out = run("a = Account('ann', 5); a.deposit(7); disp(a.balance); disp(a.check(1234))\n")
    assert out == "12\n1\n"


def test_objects_in_loops_and_handles(run):
    out = run("acc = Point(0, 0);\nfor k = 1:5\n  acc = acc + Point(k, 1);\nend\n"
              "disp(acc.toString())\ng = @norm; disp(g(Point(3, 4)))\n"
              "disp(cellfun(@(q) q.x, {Point(1), Point(2)}))\n")
    assert out == "(15, 5)\n5\n   1   2\n"


def test_workspace_sees_the_object(run):
    run("p = Point(1, 2);")
    from runmat_vm.classes import MObject

    assert isinstance(run.session.workspace.raw("p"), MObject)


def test_class_file_beside_a_script_is_found(tmp_path):
    import io

    from runmat_vm import Session

    (tmp_path / "Pair.m").write_text(
        "classdef Pair\n  properties\n    a = 1\n    b = 2\n  end\nend\n")
    (tmp_path / "main.m").write_text("p = Pair(); disp(p.a + p.b)\n")
    out = io.StringIO()
    Session(stdout=out).run_file(str(tmp_path / "main.m"))
    assert out.getvalue() == "3\n"


def test_class_folder_copyable_constant_index_and_display_overload(run, tmp_path):
    (tmp_path / "@Box").mkdir()
    (tmp_path / "@Box" / "Box.m").write_text(
        "classdef Box < matlab.mixin.Copyable\n  properties\n    v = 1\n  end\n"
        "  properties (Constant)\n    SEQ = [10 20 30]\n  end\n  methods\n"
        "    function display(obj)\n      fprintf('Box(%g)\\n', obj.v);\n    end\n  end\nend\n")
    run.session.add_path([str(tmp_path)])
    out = run("b = Box(); disp(Box.SEQ(2)); c = copy(b); c.v = 5; disp([b.v c.v])\nb\n")
    assert out == "20\n   1   5\nBox(1)\n"


def test_constant_may_use_another_constant_of_its_class(run, tmp_path):
    # MATLAB's documented NamedConst example (Octave 7.3 overflows its stack here)
    (tmp_path / "NamedConst.m").write_text(
        "classdef NamedConst\n  properties (Constant)\n    R = pi/180\n    D = 1/NamedConst.R\n"
        "  end\nend\n")
    run.session.add_path([str(tmp_path)])
    assert run("fprintf('%.4f\\n', NamedConst.D)\n") == "57.2958\n"
