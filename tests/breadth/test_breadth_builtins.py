"""Direct calls (runmat_builtins.call_builtin) for behaviour Octave does not share with
MATLAB or that stdout cannot show: classes, error identifiers, MATLAB-only forms.
Expected values come from MATLAB's documentation or from Octave where they agree."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_builtins
from runmat_builtins.context import HostContext
from runmat_builtins.errors import MException
from runmat_builtins.values import StructArray, cell_array, char_row, string_array, to_str
from runmat_vm import Session


def call(name, *args, nargout=1):
    return runmat_builtins.call_builtin(name, *args, nargout=nargout, ctx=HostContext())


def row(*v, dtype=np.float64):
    return np.array([v], dtype=dtype)


def ident(name, *args, nargout=1):
    with pytest.raises(MException) as ei:
        call(name, *args, nargout=nargout)
    return ei.value.identifier


def vm(code: str) -> Session:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return s


# ---- bits
def test_bit_classes_follow_integer_operand():
    r = call("bitand", np.array([[12]], dtype=np.uint8), 10.0)
    assert r.dtype == np.uint8 and r[0, 0] == 8
    assert call("bitor", row(1, 2), row(4, 4)).dtype == np.float64


def test_bitcmp_double_is_uint64_by_default():  # MATLAB: bitcmp(0) = 2^64-1 as double
    assert float(np.asarray(call("bitcmp", 0.0)).reshape(-1)[0]) == 2.0 ** 64 - 1
    assert float(np.asarray(call("bitcmp", 5.0, char_row("int8"))).reshape(-1)[0]) == -6


def test_bitshift_assumedtype_wraps():  # MATLAB doc: bitshift(6, 5:7, 'int8') = [-64 -128 0]
    r = call("bitshift", 6.0, row(5, 6, 7), char_row("int8"))
    assert r.tolist() == [[-64, -128, 0]]
    assert call("bitshift", 6.0, row(5, 6, 7), char_row("uint8")).tolist() == [[192, 128, 0]]


def test_bit_errors():
    assert ident("bitand", -1.0, 1.0) == "RunMat:bitand:doubleRange"
    assert ident("bitor", 1.5, 1.0) == "RunMat:bitor:doubleRange"
    assert ident("bitxor", np.array([[1]], np.uint8), 300.0) == "RunMat:bitxor:mixedDoubleRange"
    assert ident("bitand", np.array([[1]], np.uint8), np.array([[1]], np.int8)) == "MATLAB:mixedClasses"
    assert ident("bitget", np.array([[1]], np.uint8), 9.0) == "MATLAB:bitget:outOfRange"
    assert ident("bitand", char_row("a"), StructArray.scalar({})) == "MATLAB:UndefinedFunction"


def test_typecast_and_swapbytes():
    r = call("typecast", np.array([[1.0]], dtype=np.float32), char_row("uint32"))
    assert r.dtype == np.uint32 and r[0, 0] == 0x3F800000
    assert ident("typecast", np.array([[1, 2, 3]], np.uint8), char_row("uint16")) == \
        "MATLAB:typecast:notEnoughInputElements"
    assert ident("typecast", np.ones((2, 2)), char_row("uint8")) == "MATLAB:typecast:invalidInput"
    assert call("swapbytes", np.array([[1]], np.uint8)).tolist() == [[1]]


# ---- base conversion
def test_dec2bin_negative_twos_complement():  # MATLAB R2020a+: dec2bin(-5) = '11111011'
    assert to_str(call("dec2bin", -5.0)) == "11111011"
    assert to_str(call("dec2hex", -1.0)) == "FF"


def test_base_conversion_errors():
    assert ident("bin2dec", char_row("102")) == "MATLAB:bin2dec:IllegalCharacter"
    assert ident("hex2dec", char_row("GG")) == "MATLAB:hex2dec:IllegalCharacter"
    assert ident("dec2base", 5.0, 1.0) == "MATLAB:dec2base:BaseIsInvalid"
    assert ident("dec2base", -1.0, 2.0) == "MATLAB:dec2base:FirstArgIsInvalid"
    assert ident("bin2dec", 5.0) == "MATLAB:bin2dec:InputMustBeCharOrString"


def test_hex2dec_string_and_prefix():
    assert call("hex2dec", string_array(["0x1F", "a"])).reshape(-1).tolist() == [31.0, 10.0]


# ---- fft
def test_fft_single_stays_single_and_ifft_symmetric_is_real():
    r = call("fft", np.array([[1, 2, 3]], dtype=np.float32))
    assert r.dtype == np.complex64
    y = np.fft.fft([1.0, 2.0, 3.0, 4.0]).reshape(1, -1)
    x = call("ifft", y, char_row("symmetric"))
    assert x.dtype == np.float64 and np.allclose(x, [[1, 2, 3, 4]])


def test_fft_dim_beyond_ndims_and_errors():
    assert np.allclose(call("fft", row(1, 2), np.zeros((0, 0)), 3.0), [[1, 2]])
    assert ident("fft", row(1, 2), -1.0) == "MATLAB:fft:lengthNotNonnegInt"
    assert ident("fft", row(1, 2), np.zeros((0, 0)), 0.0) == "MATLAB:getdimarg:dimensionMustBePositiveInteger"
    assert ident("fft", StructArray.scalar({})) == "MATLAB:UndefinedFunction"


def test_fft_on_inprocess_device_matches_host():
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("g = gpuArray([1 2 3 4]); y = gather(fft(g)); h = fft([1 2 3 4]);")
    assert np.allclose(s.workspace["y"], s.workspace["h"])


def test_nextpow2_integer_class():
    r = call("nextpow2", np.array([[100]], np.int32))
    assert r.dtype == np.int32 and r[0, 0] == 7


# ---- statistics (MATLAB-specific forms)
def test_cov_two_vectors_is_2x2():  # MATLAB: cov(A,B) = cov([A(:) B(:)])
    c = call("cov", row(1, 2, 3), row(1, 3, 2))
    assert np.allclose(c, [[1, 0.5], [0.5, 1]])


def test_corrcoef_pvalue():
    r, p = call("corrcoef", row(1, 2, 3, 4), row(2, 4, 5, 9), nargout=2)
    assert np.isclose(r[0, 1], 0.96476, atol=1e-5)
    assert np.isclose(p[0, 1], 0.035236, atol=1e-6) and p[0, 0] == 1


def test_quantile_column_result_shapes():
    q = call("quantile", np.array([[1.0], [2], [3], [4]]), row(0.25, 0.5))
    assert q.shape == (1, 2) and np.allclose(q, [[1.5, 2.5]])
    assert ident("quantile", row(1, 2), 1.5) == "MATLAB:quantile:BadProbs"


def test_movmax_includes_nan_by_default_and_omitnan():
    x = row(1, np.nan, 3, 4)
    assert np.allclose(call("movmax", x, 2.0), [[1, np.nan, np.nan, 4]], equal_nan=True)
    assert np.allclose(call("movmax", x, 2.0, char_row("omitnan")), [[1, 1, 3, 4]])
    assert np.allclose(call("movsum", x, 3.0, char_row("omitnan")), [[1, 4, 7, 7]])
    assert ident("movmean", x, 0.0) == "MATLAB:movmean:invalidWindowLength"


def test_normalize_methods():  # MATLAB docs
    assert np.allclose(call("normalize", row(1, 2, 3)), [[-1, 0, 1]])
    assert np.allclose(call("normalize", row(1, 2, 3, 5), char_row("range"), row(-1, 1)), [[-1, -0.5, 0, 1]])
    assert np.allclose(call("normalize", row(3, 4), char_row("norm"), np.inf), [[0.75, 1]])
    assert np.allclose(call("normalize", row(2, 4, 6), char_row("center"), char_row("median")), [[-2, 0, 2]])
    assert np.allclose(call("normalize", row(2, 4, 6), char_row("scale"), char_row("first")), [[1, 2, 3]])
    m = call("normalize", np.array([[1.0, 2], [3, 4]]), 2.0)
    assert np.allclose(m, [[-0.70710678, 0.70710678]] * 2)
    assert ident("normalize", row(1, 2), char_row("bogus")) == "MATLAB:normalize:UnknownMethod"


def test_zscore_outputs_and_rescale_options():
    z, mu, sd = call("zscore", row(2, 4, 6), nargout=3)
    assert np.allclose(z, [[-1, 0, 1]]) and mu == 4 and sd == 2
    r = call("rescale", row(0, 5, 10), 0.0, 1.0, char_row("InputMin"), 5.0, char_row("InputMax"), 10.0)
    assert np.allclose(r, [[0, 0, 1]])


def test_bounds_keeps_integer_class():
    s, l = call("bounds", np.array([[3, 1, 7]], np.int16), nargout=2)
    assert s.dtype == np.int16 and s[0, 0] == 1 and l[0, 0] == 7


def test_hist_without_outputs_is_an_error():
    with pytest.raises(MException) as ei:
        runmat_builtins.call_builtin("hist", row(1, 2, 3), nargout=0)
    assert ei.value.identifier == "RunMat:hist:plottingNotSupported"


# ---- function functions
def test_fzero_errors_and_failure_flag():
    with pytest.raises(MException) as ei:
        vm("x = fzero(@(x) x.^2 + 1, [0 1]);")
    assert ei.value.identifier == "MATLAB:fzero:ValuesAtEndPtsSameSign"
    s = vm("[x, fv, ef] = fzero(@(x) x.^2 + 1, 0);")
    assert np.isnan(s.workspace["x"]) and s.workspace["ef"] == -6


def test_fzero_with_optimset_and_named_function():
    s = vm("o = optimset('TolX', 1e-3); x = fzero('sin', [3 4], o);")
    assert abs(s.workspace["x"] - np.pi) < 1e-3


def test_fminsearch_rosenbrock_matches_matlab_doc():  # MATLAB doc: fval 8.1777e-10, 85 its, 159 evals
    s = vm("[x, fval, ef, out] = fminsearch(@(x) 100*(x(2)-x(1)^2)^2 + (1-x(1))^2, [-1.2 1]);"
           "it = out.iterations; fc = out.funcCount;")
    w = s.workspace
    assert np.allclose(w["x"], [[1, 1]], atol=1e-4)
    assert abs(w["fval"] - 8.1777e-10) < 1e-13 and w["it"] == 85 and w["fc"] == 159 and w["ef"] == 1


def test_fminbnd_bound_error():
    with pytest.raises(MException) as ei:
        vm("x = fminbnd(@sin, 2, 1);")
    assert ei.value.identifier == "MATLAB:fminbnd:LowerBoundGreaterThanUpperBound"


def test_integral_nonscalar_output_needs_arrayvalued():
    with pytest.raises(MException) as ei:
        vm("q = integral(@(x) [x x], 0, 1);")
    assert ei.value.identifier == "MATLAB:integral:FxNotSameSizeAsX"
    with pytest.raises(MException) as ei:
        vm("q = integral(@sin, 0, 1, 'Bogus', 1);")
    assert ei.value.identifier == "MATLAB:integral:unknownOption"


def test_integral_tolerances_and_waypoints():
    s = vm("q = integral(@(x) abs(x - 0.3), 0, 1, 'Waypoints', 0.3, 'AbsTol', 1e-12);")
    assert abs(s.workspace["q"] - 0.29) < 1e-12


def test_ode45_output_format_and_accuracy():
    s = vm("[t, y] = ode45(@(t, y) [y(2); -y(1)], [0 1], [0 1]);"
           "[t2, y2] = ode45(@(t, y) -y, linspace(0, 1, 5), 1, odeset('RelTol', 1e-8, 'AbsTol', 1e-10));")
    t, y = s.workspace["t"], s.workspace["y"]
    assert t.shape[1] == 1 and y.shape == (t.shape[0], 2) and t[0, 0] == 0 and t[-1, 0] == 1
    assert (t.shape[0] - 1) % 4 == 0  # Refine 4: three interpolated points per step
    assert np.allclose(y[-1], [np.sin(1), np.cos(1)], atol=1e-3)
    assert np.allclose(s.workspace["t2"].ravel(), np.linspace(0, 1, 5))
    assert np.allclose(s.workspace["y2"].ravel(), np.exp(-np.linspace(0, 1, 5)), atol=1e-8)


def test_ode_solution_struct_and_size_error():
    s = vm("sol = ode23(@(t, y) -y, [0 1], 2); solver = sol.solver; x = sol.x;")
    assert to_str(s.workspace["solver"]) == "ode23" and s.workspace["x"][0, -1] == 1
    with pytest.raises(MException) as ei:
        vm("[t, y] = ode45(@(t, y) [y; y], [0 1], 1);")
    assert ei.value.identifier == "MATLAB:odearguments:SizeIC"


def test_odeset_fields_and_abbreviation():
    o = call("odeset", char_row("reltol"), 1e-5, char_row("AbsT"), 1e-9)
    assert o.fields[0] == "AbsTol" and o.get("RelTol") == 1e-5 and o.get("AbsTol") == 1e-9
    assert ident("odeset", char_row("Bogus"), 1.0) == "MATLAB:odeset:InvalidParamName"


def test_bsxfun_mismatch():
    with pytest.raises(MException) as ei:
        vm("c = bsxfun(@plus, [1 2 3], [1 2]);")
    assert ei.value.identifier == "MATLAB:bsxfun:arrayDimensionsMustMatch"


def test_nthargout_cell_and_ntot():
    s = vm("c = nthargout([1 2], @max, [4 9 2]); n = nthargout(1, 2, @size, ones(3, 5));")
    c = s.workspace.raw("c")
    assert c.dtype == object and c[0, 0] == 9 and c[0, 1] == 2 and s.workspace["n"] == 3


# ---- validation
def test_validateattributes_identifiers_and_messages():
    cells = lambda *w: cell_array([char_row(x) for x in w])  # noqa: E731
    with pytest.raises(MException) as ei:
        call("validateattributes", row(1, 2), cells("numeric"), cells("scalar"), char_row("myfun"),
             char_row("x"), 2.0)
    assert ei.value.identifier == "MATLAB:myfun:expectedScalar"
    assert ei.value.message == "Expected input number 2, x, to be a scalar."
    assert ident("validateattributes", char_row("a"), cells("numeric"), cells()) == "MATLAB:invalidType"
    assert ident("validateattributes", 1.5, cells("numeric"), cells("integer")) == "MATLAB:expectedInteger"
    assert ident("validateattributes", row(3, 1), cells(), cells("increasing")) == "MATLAB:expectedIncreasing"
    attrs = cell_array([char_row(">"), 2.0])
    assert ident("validateattributes", row(3, 1), cells(), attrs) == "MATLAB:notGreater"
    assert call("validateattributes", row(1, 2), cells("double"), cells("positive", "row", "finite"),
                nargout=0) is None


def test_validatestring_ambiguous_and_string_result():
    cells = cell_array([char_row("red"), char_row("rose")])
    assert ident("validatestring", char_row("r"), cells) == "MATLAB:ambiguousStringChoice"
    r = call("validatestring", string_array("RO"), cells)
    assert r.dtype.kind == "T" and str(r[0, 0]) == "rose"
    nested = cell_array([char_row("app"), char_row("apple")])
    assert to_str(call("validatestring", char_row("ap"), nested)) == "app"


@pytest.mark.parametrize(("name", "bad"), [
    ("mustBePositive", 0.0), ("mustBeNonnegative", -1.0), ("mustBeInteger", 2.5),
    ("mustBeFinite", np.inf), ("mustBeNonempty", np.zeros((0, 0))), ("mustBeReal", 1j),
    ("mustBeNonzero", 0.0), ("mustBeNegative", 1.0), ("mustBeVector", np.ones((2, 2))),
])
def test_validators_fail_with_identifier(name, bad):
    assert ident(name, bad, nargout=0) == f"MATLAB:validators:{name}"


def test_validators_pass_and_numeric_check():
    assert call("mustBePositive", row(1, 2), nargout=0) is None
    assert ident("mustBeNumeric", char_row("a"), nargout=0) == "MATLAB:validators:mustBeNumeric"
    assert ident("mustBeGreaterThan", row(1, 5), 2.0, nargout=0) == "MATLAB:validators:mustBeGreaterThan"
    assert ident("mustBeMember", 4.0, row(1, 2, 3), nargout=0) == "MATLAB:validators:mustBeMember"
    assert call("isStringScalar", string_array("a")) is True
    assert call("isStringScalar", string_array(["a", "b"])) is False


# ---- misc
def test_mat2cell_errors_and_3d():
    assert ident("mat2cell", np.ones((3, 2)), row(1, 1)) == "MATLAB:mat2cell:DimensionMismatch"
    c = call("mat2cell", np.arange(12.0).reshape(2, 3, 2, order="F"), row(1, 1))
    assert c.shape == (2, 1) and c[0, 0].shape == (1, 3, 2)


def test_weekday_long_names_and_strjust_errors():
    n, s = call("weekday", row(738000, 738004), char_row("long"), nargout=2)
    assert n.tolist() == [[3, 7]] and s.shape == (2, 8)
    assert ident("strjust", char_row("a"), char_row("middle")) == "MATLAB:strjust:InvalidJustification"
