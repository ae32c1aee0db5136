"""Front-end regressions found by running real scripts."""

from runmat_vm.frontend import dump, parse


def test_short_circuit_operators_inside_call_arguments():
    # tree-sitter wraps && / || operands in an internal `_expression` node inside argument lists
    assert dump(parse("f(a > 0 && b < 1, c || d)")) == "(script (() f (&& (> a 0) (< b 1)) (|| c d)))"
    assert dump(parse("g(x || y && z)")) == "(script (() g (|| x (&& y z))))"


def test_number_ending_in_dot_before_operator_is_elementwise():
    # MATLAB lexes `1./x` as `1 ./ x` (tree-sitter reads the number `1.` then `/`)
    assert dump(parse("y = 1./x; z = 2.^x; w = 3.*x; v = 4.\\x")) == (
        "(script (= y (./ 1. x)); (= z (.^ 2. x)); (= w (.* 3. x)); (= v (.\\ 4. x)))")
    assert dump(parse("c = 2. * 3; a = 1.e3")) == "(script (= c (* 2. 3)); (= a 1.e3))"
