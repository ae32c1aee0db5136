"""+pkg namespace folders, import, and @Cls class folders with methods in their own files."""

from __future__ import annotations

import pytest


@pytest.fixture
def prun(run, tmp_path, tier):
    (tmp_path / "+geo" / "+sub").mkdir(parents=True)
    (tmp_path / "+geo" / "@Ring").mkdir()
    (tmp_path / "@Bag").mkdir()
    (tmp_path / "+geo" / "twice.m").write_text("function y = twice(x)\n  y = 2 * x;\nend\n")
    (tmp_path / "+geo" / "+sub" / "neg.m").write_text("function y = neg(x)\n  y = -x;\nend\n")
    (tmp_path / "+geo" / "Pt.m").write_text(
        "classdef Pt\n  properties\n    X = 0\n  end\n  methods\n    function p = Pt(x)\n"
        "      if nargin, p.X = x; end\n    end\n  end\n  methods (Static)\n"
        "    function p = zero()\n      p = geo.Pt(0);\n    end\n  end\nend\n")
    (tmp_path / "+geo" / "@Ring" / "Ring.m").write_text(
        "classdef Ring\n  properties\n    R = 1\n  end\n  methods\n    function r = Ring(x)\n"
        "      r.R = x;\n    end\n  end\nend\n")
    (tmp_path / "+geo" / "@Ring" / "circumference.m").write_text(
        "function c = circumference(r)\n  c = 2 * r.R;\nend\n")
    (tmp_path / "@Bag" / "Bag.m").write_text(
        "classdef Bag < handle\n  properties\n    N = 0\n  end\n  methods\n    add(b, k)\n  end\n"
        "  methods (Static)\n    b = withItems(n)\n  end\n  methods (Access = private)\n    secret(b)\n"
        "  end\nend\n")
    (tmp_path / "@Bag" / "add.m").write_text("function add(b, k)\n  b.N = b.N + k;\nend\n")
    (tmp_path / "@Bag" / "withItems.m").write_text("function b = withItems(n)\n  b = Bag();\n  b.add(n);\nend\n")
    (tmp_path / "@Bag" / "secret.m").write_text("function secret(b)\n  disp('secret');\nend\n")
    (tmp_path / "useimport.m").write_text("function y = useimport(x)\n  import geo.sub.*\n  y = neg(x);\nend\n")
    run.session.add_path([str(tmp_path)])
    return run


def test_package_functions(prun):
    assert prun("fprintf('%d %d\\n', geo.twice(4), geo.sub.neg(3));") == "8 -3\n"


def test_package_class_name_and_static_method(prun):
    out = prun("p = geo.Pt(5); z = geo.Pt.zero(); fprintf('%s %d %d %d\\n', class(p), p.X, z.X, isa(p, 'geo.Pt'));")
    assert out == "geo.Pt 5 0 1\n"


def test_class_folder_in_a_package(prun):
    assert prun("r = geo.Ring(3); fprintf('%d %d\\n', r.circumference(), circumference(r));") == "6 6\n"


def test_class_folder_methods_static_and_access(prun):
    out = prun("b = Bag(); b.add(2); add(b, 3); c = Bag.withItems(4); fprintf('%d %d\\n', b.N, c.N);")
    assert out == "5 4\n"
    assert prun.error("b = Bag(); b.secret();").identifier == "MATLAB:class:MethodRestricted"


def test_import_wildcard_and_single(prun):
    assert prun("import geo.*\nfprintf('%d\\n', twice(5));") == "10\n"
    assert prun("import geo.sub.neg\nfprintf('%d\\n', neg(5));") == "-5\n"


def test_import_in_a_function(prun):
    assert prun("fprintf('%d\\n', useimport(2));") == "-2\n"


def test_imported_class(prun):
    assert prun("import geo.Pt\np = Pt(2); fprintf('%s\\n', class(p));") == "geo.Pt\n"


def test_function_handle_to_package_function(prun):
    assert prun("f = @geo.twice; fprintf('%d\\n', f(6));") == "12\n"


def test_unknown_package_member(prun):
    assert prun.error("geo.nothing(1)").identifier == "MATLAB:UndefinedFunction"


def test_import_in_a_function_does_not_leak(prun):
    out = prun("y = useimport(1);\ntry\n  neg(1);\ncatch e\n  disp(e.identifier);\nend")
    assert out == "MATLAB:UndefinedFunction\n"


def test_import_shadows_a_builtin_only_where_imported(prun, tmp_path):
    (tmp_path / "+geo" / "max.m").write_text("function y = max(x)\n  y = -1;\nend\n")
    (tmp_path / "usemax.m").write_text("function y = usemax(x)\n  import geo.*\n  y = max(x);\nend\n")
    assert prun("fprintf('%d %d\\n', usemax([1 5]), max([1 5]));") == "-1 5\n"
