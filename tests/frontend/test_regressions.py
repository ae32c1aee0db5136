"""Front-end regressions found by running real scripts."""

from runmat_vm.frontend import dump, parse


def test_short_circuit_operators_inside_call_arguments():
    # tree-sitter wraps && / || operands in an internal `_expression` node inside argument lists
    assert dump(parse("f(a > 0 && b < 1, c || d)")) == "(script (() f (&& (> a 0) (< b 1)) (|| c d)))"
    assert dump(parse("g(x || y && z)")) == "(script (() g (|| x (&& y z))))"
