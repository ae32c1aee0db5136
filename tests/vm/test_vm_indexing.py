"""Indexing, `end`, nested lvalue chains, dynamic fields, cs-lists, multiple outputs."""

import pytest

from runmat_builtins.errors import MException


def test_end_in_indices(run):
    out = run("x = [10 20 30 40];\ndisp(x(end))\ndisp(x(end-1:end))\nA = magic(3);\ndisp(A(end, 1))\n"
              "disp(A(2, end))\ndisp(x(min(end, 2)))\n")
    assert out == "40\n   30   40\n4\n7\n20\n"


def test_nested_assignment_chain(run):
    out = run("s.a(2).b{3} = 7;\ndisp(s.a(2).b{3})\ndisp(size(s.a))\ndisp(class(s.a(1).b))\n"
              "s.a(2).b{3} = 8;\ndisp(s.a(2).b{3})\n")
    assert out == "7\n   1   2\ndouble\n8\n"


def test_chain_with_end(run):
    assert run("c = {[1 2]};\nc{1}(end+1) = 3;\ndisp(c{1})\ns.v = 1;\ns.v(end+1) = 2;\ndisp(s.v)\n") == \
        "   1   2   3\n   1   2\n"


def test_dynamic_fields(run):
    out = run("name = 'alpha';\ns.(name) = 3;\ndisp(s.alpha + 1)\nt = s.(name);\ndisp(t)\n")
    assert out == "4\n3\n"


def test_cs_list_expansion_in_calls_and_concatenation(run):
    out = run("c = {1, 2, 3};\ndisp(max(c{2:3}))\nv = [c{:}];\ndisp(v)\nd = {c{:}, 4};\ndisp(numel(d))\n"
              "s(1).f = 5; s(2).f = 6;\ndisp([s.f])\n")
    assert out == "3\n   1   2   3\n4\n   5   6\n"


def test_multi_assign_from_cs_list(run):
    assert run("c = {1, 'two'};\n[a, b] = c{:};\ndisp(a)\ndisp(b)\n") == "1\ntwo\n"


def test_tilde_outputs(run):
    assert run("[~, i] = max([3 9 2]);\ndisp(i)\n[m, ~] = max([3 9 2]);\ndisp(m)\n") == "2\n9\n"


def test_deletion(run):
    assert run("x = 1:5;\nx([1 3]) = [];\ndisp(x)\n") == "   2   4   5\n"


def test_growth_from_nothing(run):
    assert run("z(3) = 1;\ndisp(z)\nq{2} = 'a';\ndisp(size(q))\n") == "   0   0   1\n   1   2\n"


def test_scalar_fast_path_matches_general_indexing(run):
    out = run("A = [1 2; 3 4];\ndisp(A(2))\ndisp(A(2, 1))\ndisp(A(4))\nb = A > 2;\ndisp(class(b(2)))\n")
    assert out == "3\n3\n4\nlogical\n"


def test_index_out_of_bounds(run):
    with pytest.raises(MException) as e:
        run("x = [1 2 3];\ny = x(5);")
    assert e.value.identifier == "MATLAB:index:outOfBounds"


def test_struct_array_field_display_order(run):
    out = run("s = struct('a', {1, 2});\n[p, q] = s.a;\ndisp([p q])\n")
    assert out == "   1   2\n"


def test_function_handle_in_struct_field_is_called(run):
    assert run("s.f = @(x) x * 3;\ndisp(s.f(4))\n") == "12\n"


@pytest.mark.parametrize("make, value, shown", [
    ("int8([1 2 3])", "int8(-7)", "   1  -7   3"),
    ("single([1 2 3])", "single(2.5)", "   1.0000   2.5000   3.0000"),
    ("'abc'", "'Z'", "aZc"),
    ("uint16([5 6 7])", "uint16(65535)", "      5  65535      7"),
])
def test_scalar_store_of_the_arrays_own_class_keeps_copies_apart(run, make, value, shown):
    # x(k) = v with v a 1x1 of x's class is stored in place; a copy made before stays as it was
    out = run(f"x = {make}; y = x; v = {value}; for k = 2:2, x(k) = v; end\ndisp(x)\ndisp(isequal(y, {make}))\n"
              f"disp(class(x))\n")
    assert out.splitlines()[0] == shown
    assert out.splitlines()[1:] == ["1", make.split("(")[0] if "(" in make else "char"]


def test_scalar_store_of_another_class_converts(run):
    # an int16 into an int8 array saturates, a double into a char array is its code, a char into
    # a double array its code: the general assignment's rules
    out = run("x = int8([1 2]); x(2) = int16(300); disp(x)\nc = 'ab'; c(1) = 67; disp(c)\n"
              "d = [1 2]; d(2) = 'A'; disp(d)\n")
    assert out == "    1  127\nCb\n    1   65\n"


@pytest.mark.parametrize("make, later, second", [("'abc'", "'Z'", "'b'"), ("int8([1 2 3])", "int8(9)", "int8(2)"),
                                                 ("single([1 2 3])", "single(9)", "single(2)"),
                                                 ("uint64([1 2 3])", "uint64(9)", "uint64(2)")])
def test_element_read_is_a_copy_of_its_class(run, make, later, second):
    # e = x(k) reads a 1x1 of x's class; storing into x in place afterwards leaves e as it was
    out = run(f"x = {make}; for k = 2:2, e = x(k); x(k) = {later}; end\n"
              f"disp(class(e))\ndisp(isequal(e, {second}) && strcmp(class(e), class({second})))\ndisp(size(e))\n")
    assert out.splitlines() == [make.split("(")[0] if "(" in make else "char", "1", "   1   1"]
