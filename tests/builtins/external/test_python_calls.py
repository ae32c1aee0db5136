"""py. calls from MATLAB code: names, arguments (positional, pyargs, Name=Value), results,
objects' attributes, methods and indexing, conversions both ways, errors, pyrun/pyrunfile/pyenv."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_vm import Session


def run(code: str) -> Session:
    s = Session()
    s.eval(code)
    return s


def raw(code: str, name: str):
    return run(code).workspace.raw(name)


def test_module_function_and_builtin_names():
    s = run("a = py.math.sqrt(2); b = py.len(py.list({1,2,3})); c = py.numpy.linalg.norm([3 4]);")
    assert s.workspace.raw("a") == pytest.approx(2 ** 0.5)
    assert type(s.workspace.raw("b")).__name__ == "PyObject"
    assert s.workspace.raw("b").obj == 3
    assert s.workspace.raw("c") == pytest.approx(5.0)


def test_module_value_without_call_and_class_names():
    s = run("p = py.math.pi; k = class(py.list({})); n = class(py.numpy.array([1 2]));")
    assert s.workspace["p"] == pytest.approx(np.pi)
    assert s.workspace["k"] == "py.list"
    assert s.workspace["n"] == "py.numpy.ndarray"


def test_keywords_pyargs_and_name_value_are_the_same():
    s = run("a = py.sorted(py.list({3,1,2}), pyargs('reverse', true)); "
            "b = py.sorted(py.list({3,1,2}), reverse=true);")
    assert s.workspace.raw("a").obj == [3.0, 2.0, 1.0] == s.workspace.raw("b").obj


def test_arguments_convert_as_matlab_documents():
    s = Session()
    seen = {}
    import builtins

    def probe(*args, **kw):
        seen["args"], seen["kw"] = args, kw
    builtins._runmat_probe = probe
    try:
        s.eval("py._runmat_probe(1, int8(2), true, 'ab', \"cd\", {1, 'x'}, struct('f', 1), "
               "[1 2 3], [1 2; 3 4], complex(1, 2), string(missing), k=uint16(3));")
    finally:
        del builtins._runmat_probe
    a = seen["args"]
    assert a[:5] == (1.0, 2, True, "ab", "cd") and type(a[1]) is int and type(a[2]) is bool
    assert a[5] == (1.0, "x") and a[6] == {"f": 1.0}
    assert isinstance(a[7], memoryview) and a[7].tolist() == [1.0, 2.0, 3.0] and a[7].readonly
    assert np.asarray(a[8]).tolist() == [[1.0, 2.0], [3.0, 4.0]]
    assert a[9] == 1 + 2j and a[10] is None and seen["kw"] == {"k": 3}


def test_matrix_argument_is_not_copied():
    s = Session()
    s.workspace["m"] = np.arange(6.0).reshape(2, 3)
    keep = {}
    import builtins

    builtins._runmat_keep = lambda v: keep.setdefault("v", v)
    try:
        s.eval("py._runmat_keep(m);")
    finally:
        del builtins._runmat_keep
    assert np.shares_memory(np.asarray(keep["v"]), s.workspace.raw("m"))


def test_attributes_methods_and_property_set():
    s = run("L = py.list({1}); L.append(2); n = L.count(2); r = py.int(5).bit_length; "
            "o = py.types.SimpleNamespace(); o.x = 4; v = o.x;")
    assert s.workspace.raw("L").obj == [1.0, 2.0]
    assert s.workspace.raw("r").obj == 3
    assert s.workspace.raw("v") == 4.0


def test_indexing_lists_dicts_and_strings():
    s = run("L = py.list({10, 20, 30}); a = L{2}; b = L(2:3); d = py.dict(pyargs('k', 1)); "
            "d{'j'} = 2; L{1} = 5; t = py.str('myfile'); u = t(2:end);")
    assert s.workspace["a"] == 20.0
    assert s.workspace.raw("b").obj == [20.0, 30.0]
    assert s.workspace.raw("d").obj == {"k": 1.0, "j": 2.0}
    assert s.workspace.raw("L").obj[0] == 5.0
    assert s.workspace.raw("u").obj == "yfile"


@pytest.mark.parametrize("code, expected", [
    ("x = double(py.int(7));", 7.0),
    ("x = int32(py.int(2^40));", np.int32(2147483647)),
    ("x = int64(py.int(2^53 + 2));", np.int64(2 ** 53 + 2)),
    ("x = logical(py.int(0));", False),
    ("x = double(py.list({1, 2, 3}));", [[1.0, 2.0, 3.0]]),
    ("x = single(py.array.array('d', [1 2]));", [[1.0, 2.0]]),
    ("x = uint8(py.bytes(uint8([97 98])));", [[97, 98]]),
])
def test_numeric_conversions(code, expected):
    x = raw(code, "x")
    assert np.array_equal(np.asarray(x).reshape(np.shape(expected)), expected)


def test_buffers_keep_their_shape_and_integers_saturate_exactly():
    s = run("a = int32(py.array.array('i', int32([1 2 3]))); b = double(py.numpy.ones(py.tuple({int32(2), int32(3)}))); "
            "c = int8(py.int(2^70)); d = uint8(py.array.array('q', int64([-5 300])));")
    assert s.workspace.raw("a").dtype == np.int32 and s.workspace.raw("a").shape == (1, 3)
    assert s.workspace.raw("b").shape == (2, 3)
    assert s.workspace.raw("c").item() == 127 and s.workspace.raw("d").tolist() == [[0, 255]]


def test_pystringarray_and_back():
    s = run('m = ["a" "b" missing; "c" "d" "e"]; n = pystringarray(m); k = class(n); back = string(n); '
            'same = isequal(ismissing(back), ismissing(m));')
    assert s.workspace["k"] == "py.numpy.ndarray"
    assert s.workspace.raw("back").shape == (2, 3) and s.workspace["same"] is True
    assert s.workspace["back"] == [["a", "b", None], ["c", "d", "e"]]


def test_text_cell_struct_conversions():
    s = run("c = char(py.str('hi')); t = string(py.str('hi')); u = string(py.tuple({'a', 'b'})); "
            "k = cell(py.tuple({1, 'a'})); st = struct(py.dict(pyargs('p', 1, 'q', 'z')));")
    assert s.workspace["c"] == "hi" and s.workspace["t"] == "hi" and s.workspace["u"] == ["a", "b"]
    k = s.workspace.raw("k")
    assert k.shape == (1, 2) and k[0, 0] == 1.0 and k[0, 1].obj == "a"
    assert s.workspace.raw("st").fields == ["p", "q"] if isinstance(s.workspace.raw("st").fields, list) \
        else list(s.workspace.raw("st").fields) == ["p", "q"]


@pytest.mark.parametrize("code, identifier", [
    ("double(py.str('a'))", "MATLAB:invalidConversion"),
    ("struct(py.list({}))", "MATLAB:invalidConversion"),
    ("py.math.sqrt(-1)", "MATLAB:Python:PyException"),
    ("py.nosuchmodule_xyz.f(1)", "MATLAB:undefinedVarOrClass"),
    ("py.list({1}).nosuch", "MATLAB:noSuchMethodOrField"),
    ("pyargs('a')", "MATLAB:Python:PyargsNameValue"),
    ("pyenv(ExecutionMode='OutOfProcess')", "MATLAB:Pyenv:PythonLoadedInProcess"),
    ("py.len(complex([1 2], [3 4]))", "MATLAB:Python:UnsupportedInput"),
    ("py.len({1 2; 3 4})", "MATLAB:Python:UnsupportedInputArraySize"),
    ("py.len(struct('a', {1, 2}))", "MATLAB:Python:UnsupportedInput"),
])
def test_errors_are_matlab_errors(code, identifier):
    with pytest.raises(MException) as info:
        run(code + ";")
    assert info.value.identifier == identifier


def test_python_exception_message_names_type_and_text():
    with pytest.raises(MException) as info:
        run("py.int('x');")
    assert info.value.message.startswith("Python Error: ValueError: invalid literal")


def test_pyrun_persists_and_returns_outputs():
    s = run('pyrun("x = 2"); [a, b] = pyrun("y = x * k", ["y", "x"], k=21);')
    assert s.workspace["a"] == 42.0 and type(s.workspace.raw("b")).__name__ == "PyObject"


def test_pyrun_namespaces_belong_to_sessions():
    run("pyrun('only_here = 1');")
    with pytest.raises(MException) as info:
        run("pyrun('only_here');")
    assert "NameError" in info.value.message


def test_pyrunfile_arguments_inputs_outputs(tmp_path):
    f = tmp_path / "greet.py"
    f.write_text("import sys\ngreeting = sys.argv[1] if len(sys.argv) > 1 else base\nprint(greeting)\n")
    out = __import__("io").StringIO()
    s = Session(stdout=out)
    s.eval(f"pyrunfile(\"{f} 'hello world'\"); g = pyrunfile('{f}', 'greeting', base='x');")
    assert out.getvalue() == "hello world\nx\n"
    assert s.workspace.raw("g").obj == "x"


def test_pyenv_reports_this_interpreter():
    import sys

    s = run("pe = pyenv; v = pe.Version; e = pe.Executable;")
    assert s.workspace["v"] == f"{sys.version_info.major}.{sys.version_info.minor}"
    assert s.workspace["e"] == sys.executable


def test_function_handle_to_python_function():
    s = run("f = @py.math.floor; x = f(2.5); m = py.list(py.map(@py.math.sqrt, py.list({4, 9})));")
    assert s.workspace.raw("x").obj == 2
    assert s.workspace.raw("m").obj == [2.0, 3.0]


def test_none_isa_and_handle_semantics():
    s = run("n = py.None; k = class(n); t = isa(py.list({}), 'py.list'); "
            "x = py.list({1}); y = x; y.append(2); m = double(py.len(x));")
    assert s.workspace.raw("n").obj is None and s.workspace["k"] == "py.NoneType"
    assert s.workspace["t"] is True and s.workspace["m"] == 2.0


def test_python_objects_read_from_a_workspace_are_themselves():
    s = run("L = py.list({1, 'a'});")
    assert s.workspace["L"] == [1.0, "a"] and type(s.workspace["L"]) is list


def test_datetimes_both_ways():
    s = run("t = datetime(2024, 1, 15, 8, 30, 1.5); "
            "same = py.operator.eq(t, py.datetime.datetime(int32(2024), int32(1), int32(15), int32(8), "
            "int32(30), int32(1), int32(500000))); "
            "d = datetime(py.datetime.datetime(int32(2022), int32(12), int32(30))); k = class(d); "
            "r = pyrun('r = when.replace(year=2000)', 'r', when=t); y = year(r); c = class(r);")
    assert s.workspace["same"] is True
    assert s.workspace["k"] == "datetime" and s.workspace["c"] == "datetime" and s.workspace["y"] == 2000.0


def test_dictionary_of_a_dict_wraps_mixed_kinds_in_cells():
    s = run("d = dictionary(py.dict(pyargs('a', 1, 'b', 'x'))); k = class(keys(d)); v = class(values(d));")
    assert s.workspace["k"] == "string" and s.workspace["v"] == "cell"


def test_gpuarray_and_nd_arguments():
    s = run("a = py.math.fsum(gpuArray([1 2 3])); b = double(py.numpy.asarray(ones(2, 3, 4)));")
    assert s.workspace["a"] == 6.0 and s.workspace.raw("b").shape == (2, 3, 4)


def test_import_module_and_linspace():
    s = run("m = py.importlib.import_module('math'); r = m.sqrt(16); k = class(m); "
            "v = double(py.numpy.linspace(0, 1, 5)); n = double(py.len(py.list(py.range(3))));")
    assert s.workspace["r"] == 4.0 and s.workspace["k"] == "py.module"
    assert s.workspace["v"].tolist() == [[0.0, 0.25, 0.5, 0.75, 1.0]] and s.workspace["n"] == 3.0


def test_display_of_an_n_d_buffer_uses_numpy_layout(run) -> None:
    # the matrix display is 2-D: a 3-D memoryview (a MATLAB array passed through a py.dict) shows
    # its values in NumPy's layout with the conversion hint, as N-D text arrays do
    got = run("order = py.dict(bacon=reshape(1:8, 2, 2, 2));\ns = struct(order);\nprice = s.bacon")
    assert got.startswith("price =\n\n  Python memoryview:\n\n    [[[")
    assert got.endswith("    Use double function to convert to a MATLAB array.\n\n")
    assert run("x = py.numpy.array(5)").startswith("x =\n\n  Python ndarray:\n\n     5\n")
