"""Arithmetic operators: + - .* ./ .\\ .^ (elementwise) and * / \\ ^ (matrix), unary - +, transposes."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import INNER_DIM, INNER_DIM_MSG, MException, MIXED_INT, SIZE_MISMATCH
from runmat_builtins.numeric import (
    INT_CLASSES, NUMERIC_CLASSES, align, class_name, elementwise_binary, elementwise_unary, finish, result_class,
    scalar as K, to_numeric, undefined,
)
from runmat_builtins.numeric.define import define_binary, f64_pair
from runmat_builtins.numeric.reuse import spare, spare2
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, STRING_DTYPE, StructArray, class_of, is_char, to_str
from runmat_builtins.values.strings_missing import strings_op

CATEGORY = "ops/arithmetic"
_F64 = np.dtype(np.float64)
_PREC = ["double", "single", "int", "logical"]
_ELEM_ERRORS = [
    ErrorSpec(identifier=SIZE_MISMATCH, when="the operands' sizes are not compatible for implicit expansion"),
    ErrorSpec(identifier=MIXED_INT, when="the operands are integers of two different classes"),
    ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an operand is a cell, struct or other non-numeric value"),
]


def _operator(name: str, **fields: Any) -> Any:
    """An elementwise arithmetic operator (``define_binary``) with this module's category,
    precisions and errors."""
    return define_binary(__name__, name, precisions=_PREC, category=CATEGORY, errors=_ELEM_ERRORS, **fields)


def _is_string(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype == STRING_DTYPE


def _string_plus(a: Any, b: Any) -> np.ndarray:
    """"a" + "b" appends text (string arrays, with char rows as string scalars)."""
    def as_str(v: Any) -> Any:
        if _is_string(v):
            return v
        if is_char(v):
            return np.array([[to_str(v)]], dtype=STRING_DTYPE)
        if class_name(v) in NUMERIC_CLASSES or class_name(v) == "logical":
            # MATLAB converts the other operand with string(): "a" + 1 is "a1"
            from runmat_builtins import call_builtin

            return call_builtin("string", v)
        raise MException("MATLAB:UndefinedFunction",
                         f"Undefined function 'plus' for input arguments of type '{class_name(v)}'.")
    x, y = as_str(a), as_str(b)

    x, y = align(x, y)
    return strings_op(np.add, x, y, None, STRING_DTYPE)


plus = _operator(
    "plus", op="add", scalar=K.plus, template="({0} + {1})", text=_string_plus,
    summary="Addition, A + B, with implicit expansion.",
    description="Adds elementwise. Integer results round and saturate; a scalar or compatible "
                "size expands. Adding strings appends text.",
    keywords=["add", "sum", "+", "operator"], related=["minus", "times", "sum"],
    examples=[Example(code="x = [1;2] + [10 20]", output="x =\n\n    11    21\n    12    22\n\n"),
              Example(code="y = int8(100) + int8(100)", output="y =\n\n  int8\n\n   127\n\n")],
)


minus = _operator(
    "minus", op="subtract", scalar=K.minus, template="({0} - {1})",
    summary="Subtraction, A - B, with implicit expansion.",
    keywords=["subtract", "difference", "-", "operator"], related=["plus", "uminus"],
    examples=[Example(code="x = [5 6 7] - 1", output="x =\n\n     4     5     6\n\n"),
              Example(code="y = uint8(3) - uint8(5)", output="y =\n\n  uint8\n\n   0\n\n")],
)


times = _operator(
    "times", op="multiply", scalar=K.times, template="({0} * {1})",
    summary="Elementwise multiplication, A .* B, with implicit expansion.",
    keywords=["multiply", "product", ".*", "operator"], related=["mtimes", "rdivide"],
    examples=[Example(code="x = [1 2 3] .* [4 5 6]", output="x =\n\n     4    10    18\n\n")],
)


rdivide = _operator(
    "rdivide", op="true_divide", scalar=K.fdiv, template="({0} / {1})",
    host_only=True,
    summary="Elementwise right division, A ./ B (x/0 is Inf, integers round half away).",
    keywords=["divide", "./", "operator"], related=["ldivide", "mrdivide", "idivide"],
    examples=[Example(code="x = int32(7) ./ int32(2)", output="x =\n\n  int32\n\n   4\n\n"),
              Example(code="y = [1 -1 0] ./ 0", output="y =\n\n   Inf  -Inf   NaN\n\n")],
)


ldivide = _operator(
    "ldivide", op="true_divide", scalar=K.fldiv, template="({1} / {0})",
    swapped=True, host_only=True,
    summary="Elementwise left division, A .\\ B = B ./ A.",
    keywords=["divide", ".\\", "operator"], related=["rdivide", "mldivide"],
    examples=[Example(code="x = [2 4] .\\ [8 8]", output="x =\n\n     4     2\n\n")],
)


def _real_pow(xp: Any) -> Any:
    def op(x: Any, y: Any) -> Any:
        if type(x) is complex or type(y) is complex or getattr(x, "dtype", _F64).kind == "c" \
                or getattr(y, "dtype", _F64).kind == "c":
            return xp.power(x, y)
        if type(y) is float:
            # a scalar exponent is checked on the host: an integer one is real for every base,
            # a fractional one needs the (device-wide) test for negative bases only
            if y.is_integer() or math.isinf(y) or not bool(xp.any(x < 0)):  # (NaN: the test)
                return xp.power(x, y)
            bad = x < 0
        else:
            bad = (xp.asarray(x) < 0) & (y != xp.floor(y))
        if not bool(xp.any(bad)):
            return xp.power(x, y)
        ctype = np.complex64 if getattr(x, "dtype", None) == np.float32 else np.complex128
        real = xp.power(x, y).astype(ctype)
        cplx = xp.power(xp.asarray(x).astype(ctype), y)
        return xp.where(bad, cplx, real)
    return op


@runtime_builtin(
    category=CATEGORY, scalar=K.fpow,
    summary="Elementwise power, A .^ B; negative bases with fractional exponents give complex results.",
    keywords=["power", "exponent", ".^", "operator"], related=["mpower", "sqrt", "nthroot"],
    signatures=["C = power(A, B)"], errors=_ELEM_ERRORS,
    examples=[Example(code="x = [1 2 3] .^ 2", output="x =\n\n     1     4     9\n\n"),
              Example(code="y = int8(2) .^ 7", output="y =\n\n  int8\n\n   127\n\n")],
    accel={"kind": "elementwise", "template": "pow({0}, {1})", "precisions": _PREC},
)
def power(a, b, *, xp):
    if type(a) is float and type(b) is float:
        r = K.fpow(a, b)
        if r is not NotImplemented:
            return r
        try:  # the kernel declined: a complex result (a negative base, a fractional exponent)
            r = a ** b
        except (ZeroDivisionError, OverflowError):
            pass
        else:
            return r.real if type(r) is complex and r.imag == 0 else r
    if f64_pair(a, b) and xp is np and _real_power(a, b):
        try:
            if b.__class__ is float and b == 2.0:  # x.^2: one multiply, exactly pow(x, 2)
                return np.square(a, out=spare(a, _F64))
            return np.power(a, b, out=spare2(a, b, _F64))
        except ValueError:
            pass
    return elementwise_binary(a, b, xp, _real_pow(xp), name="power")


def _real_power(a: Any, b: Any) -> bool:
    """float64 A .^ B certainly has a real result: no negative base meets a non-integer exponent."""
    if b.__class__ is float and (b.is_integer() or math.isinf(b)):
        return True
    if a.__class__ is float:
        return not a < 0.0
    return not (a < 0.0).any()


@runtime_builtin(
    category=CATEGORY, scalar=K.uminus,
    summary="Unary minus, -A (integers saturate: -int8(-128) is 127).",
    keywords=["negate", "-", "operator"], related=["minus", "uplus"],
    signatures=["B = uminus(A)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not numeric, logical or char")],
    examples=[Example(code="x = -[1 -2 3]", output="x =\n\n    -1     2    -3\n\n"),
              Example(code="y = -int8(-128)", output="y =\n\n  int8\n\n   127\n\n")],
    accel={"kind": "elementwise", "template": "(-{0})", "precisions": _PREC},
)
def uminus(a, *, xp):
    t = type(a)
    if t is float or t is complex:
        return -a
    if t is np.ndarray and a.dtype == _F64:
        return np.negative(a, out=spare(a, _F64))
    return elementwise_unary(a, xp, xp.negative, name="uminus", ints=True)


@runtime_builtin(
    category=CATEGORY, scalar=K.identity,
    summary="Unary plus, +A: the value itself (logical and char become double).",
    keywords=["+", "operator"], related=["plus", "uminus"],
    signatures=["B = uplus(A)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not numeric, logical or char")],
    examples=[Example(code="x = +'a'", output="x =\n\n    97\n\n")],
    accel={"kind": "elementwise", "template": "(+{0})", "precisions": _PREC},
)
def uplus(a, *, xp):
    t = type(a)
    if t is float or t is complex:
        return a
    if t is bool:
        return float(a)
    cls = class_name(a)
    if cls in ("logical", "char"):
        return to_numeric(a, xp)
    if cls in NUMERIC_CLASSES or cls == "string":
        return a
    return elementwise_unary(a, xp, xp.positive, name="uplus")  # raises for other classes


# ---- matrix operators -------------------------------------------------------------------


def _shape(v: Any) -> tuple[int, ...]:
    return (1, 1) if type(v) in (float, bool, complex, int) else tuple(v.shape)


def _is_scalar(v: Any) -> bool:
    t = type(v)
    return t is float or t is bool or t is complex or t is int or all(d == 1 for d in v.shape)


def _not_2d(name: str) -> MException:
    op = {"mtimes": "TIMES (.*) for elementwise multiplication", "mldivide": "LDIVIDE (.\\) for elementwise division",
          "mrdivide": "RDIVIDE (./) for elementwise division"}.get(name, "elementwise operators")
    return MException(f"MATLAB:{name}:inputsMustBe2D",
                      f"Arguments must be 2-D, or at least one argument must be scalar. Use {op}.")


def _matrix_class(a: Any, b: Any, name: str) -> str:
    cls = result_class(a, b, name)
    if cls in INT_CLASSES:
        raise MException(f"MATLAB:{name}:integerNotSupported",
                         f"{name.upper()} is not fully supported for integer classes. "
                         "At least one argument must be scalar.")
    return cls


def _warn(ctx: Any, ident: str, msg: str) -> None:
    if ctx is not None and hasattr(ctx, "warn"):
        ctx.warn(ident, msg)
    else:
        from runmat_accel import DEFAULT_SINK

        DEFAULT_SINK.warn(ident, msg)


@runtime_builtin(
    category=CATEGORY, scalar=K.times,
    summary="Matrix multiplication, A * B (a scalar operand multiplies elementwise).",
    keywords=["matrix", "multiply", "product", "*", "operator"], related=["times", "mldivide", "mpower"],
    signatures=["C = mtimes(A, B)"],
    errors=[ErrorSpec(identifier=INNER_DIM, when="columns of A differ from rows of B"),
            ErrorSpec(identifier="MATLAB:mtimes:inputsMustBe2D", when="an operand has more than 2 dimensions"),
            ErrorSpec(identifier="MATLAB:mtimes:integerNotSupported",
                      when="both operands are non-scalar and one is an integer"),
            ErrorSpec(identifier=MIXED_INT, when="the operands are integers of two different classes")],
    examples=[Example(code="x = [1 2; 3 4] * [5; 6]", output="x =\n\n    17\n    39\n\n"),
              Example(code="y = 2 * [1 2 3]", output="y =\n\n     2     4     6\n\n")],
    accel={"kind": "matmul", "precisions": ["double", "single", "logical"],
           "template": "scalar({0}) | scalar({1}) => ({0} * {1})"},
)
def mtimes(a, b, *, xp):
    if type(a) is float and type(b) is float:
        return K.times(a, b)
    if _is_scalar(a) or _is_scalar(b):
        return times.fn(a, b, xp=xp)
    sa, sb = _shape(a), _shape(b)
    if len(sa) > 2 or len(sb) > 2:
        raise _not_2d("mtimes")
    if sa[1] != sb[0]:
        raise MException(INNER_DIM, INNER_DIM_MSG)
    if type(a) is np.ndarray and type(b) is np.ndarray and a.dtype == _F64 and b.dtype == _F64:
        return a @ b
    cls = _matrix_class(a, b, "mtimes")
    return finish(xp.matmul(to_numeric(a, xp), to_numeric(b, xp)), cls, xp)


def _solve(A: Any, B: Any, xp: Any, ctx: Any) -> Any:
    """A \\ B for 2-D float arrays: LU with MATLAB's singularity warnings when square,
    least squares when rectangular."""
    n, m = A.shape
    if xp is not np:
        if n == m:
            return xp.linalg.solve(A, B)
        return xp.linalg.lstsq(A, B, rcond=None)[0]
    if A.size == 0 or B.size == 0:
        dt = np.result_type(A.dtype, B.dtype)
        return np.zeros((m, B.shape[1]), dtype=dt)
    import scipy.linalg as sla  # start-up: scipy loads on first use

    if n == m:
        with np.errstate(all="ignore"):
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                lu, piv = sla.lu_factor(A, check_finite=False)
            x = sla.lu_solve((lu, piv), B, check_finite=False)
        diag = np.abs(np.diag(lu))
        if not np.all(diag):
            _warn(ctx, "MATLAB:singularMatrix", "Matrix is singular to working precision.")
        elif np.all(np.isfinite(lu)):
            anorm = np.linalg.norm(A, 1)
            gecon = sla.get_lapack_funcs("gecon", (lu,))
            rcond, _ = gecon(lu, anorm, norm="1")
            if rcond < np.finfo(A.dtype).eps:
                _warn(ctx, "MATLAB:nearlySingularMatrix",
                      "Matrix is close to singular or badly scaled. Results may be inaccurate. "
                      f"RCOND = {rcond:e}.")
        return x
    x, _, rank, _ = sla.lstsq(A, B, check_finite=False, lapack_driver="gelsy")
    if rank < min(n, m):
        tol = max(n, m) * np.finfo(A.dtype).eps * np.linalg.norm(A, 2)
        _warn(ctx, "MATLAB:rankDeficientMatrix", f"Rank deficient, rank = {rank}, tol = {tol:e}.")
    return x


def _mldivide(a: Any, b: Any, xp: Any, ctx: Any, name: str) -> Any:
    sa, sb = _shape(a), _shape(b)
    if len(sa) > 2 or len(sb) > 2:
        raise _not_2d(name)
    if sa[0] != sb[0]:
        raise MException("MATLAB:dimagree", "Matrix dimensions must agree.")
    cls = _matrix_class(a, b, name)
    A, B = xp.asarray(to_numeric(a, xp)), xp.asarray(to_numeric(b, xp))
    A, B = A.reshape(sa), B.reshape(sb)  # scalars arrive as Python numbers
    if A.dtype != B.dtype:
        dt = np.result_type(A.dtype, B.dtype)
        A, B = A.astype(dt), B.astype(dt)
    if not bool(xp.all(xp.isfinite(A))):
        r = xp.full((sa[1], sb[1]), np.nan, dtype=A.dtype)
        _warn(ctx, "MATLAB:singularMatrix", "Matrix is singular to working precision.")
        return finish(r, cls, xp)
    return finish(_solve(A, B, xp, ctx), cls, xp)


@runtime_builtin(
    category=CATEGORY, scalar=K.fldiv,
    summary="Solve linear systems, A \\ B (LU for square A, least squares otherwise).",
    description="For square A solves A*X = B by LU factorization with partial pivoting; warns "
                "'Matrix is singular to working precision.' (MATLAB:singularMatrix) for singular A. "
                "Rectangular A gives a least-squares solution. A scalar A divides elementwise.",
    keywords=["solve", "linear system", "backslash", "\\", "operator"], related=["mrdivide", "inv", "ldivide"],
    signatures=["X = mldivide(A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:dimagree", when="A and B have different numbers of rows"),
            ErrorSpec(identifier="MATLAB:mldivide:inputsMustBe2D", when="an operand has more than 2 dimensions")],
    examples=[Example(code="x = [2 0; 0 4] \\ [2; 8]", output="x =\n\n     1\n     2\n\n")],
    accel={"kind": "matmul", "precisions": ["double", "single"],
           "template": "scalar({0}) => ({1} / {0})"},
)
def mldivide(a, b, *, xp, ctx):
    if _is_scalar(a):
        return ldivide.fn(a, b, xp=xp)
    return _mldivide(a, b, xp, ctx, "mldivide")


@runtime_builtin(
    category=CATEGORY, scalar=K.fdiv,
    summary="Solve X*A = B, B / A (a scalar A divides elementwise).",
    keywords=["solve", "linear system", "slash", "/", "operator"], related=["mldivide", "rdivide"],
    signatures=["X = mrdivide(B, A)"],
    errors=[ErrorSpec(identifier="MATLAB:dimagree", when="A and B have different numbers of columns"),
            ErrorSpec(identifier="MATLAB:mrdivide:inputsMustBe2D", when="an operand has more than 2 dimensions")],
    examples=[Example(code="x = [6 8] / 2", output="x =\n\n     3     4\n\n"),
              Example(code="y = [2 8] / [1 0; 0 4]", output="y =\n\n     2     2\n\n")],
    accel={"kind": "matmul", "precisions": ["double", "single"],
           "template": "scalar({1}) => ({0} / {1})"},
)
def mrdivide(b, a, *, xp, ctx):
    if type(a) is float and type(b) is float:
        return K.fdiv(b, a)
    if _is_scalar(a):
        return rdivide.fn(b, a, xp=xp)
    sa, sb = _shape(a), _shape(b)
    if len(sa) > 2 or len(sb) > 2:
        raise _not_2d("mrdivide")
    if sa[1] != sb[1]:
        raise MException("MATLAB:dimagree", "Matrix dimensions must agree.")
    x = _mldivide(_t(a), _t(b), xp, ctx, "mrdivide")
    return _t(x)


def _t(v: Any) -> Any:
    return v if type(v) in (float, bool, complex) else v.T


def _mpower_error() -> MException:
    return MException("MATLAB:mpower:notScalarAndSquareMatrix",
                      "Incorrect dimensions for raising a matrix to a power. Check that the matrix is "
                      "square and the power is a scalar. To operate on each element of the matrix "
                      "individually, use POWER (.^) for elementwise power.")


@runtime_builtin(
    category=CATEGORY, scalar=K.fpow,
    summary="Matrix power, A ^ B: scalar^scalar, square matrix^scalar, scalar^square matrix.",
    description="Integer powers of a square matrix use repeated squaring (negative powers invert "
                "first); other powers use the eigendecomposition; scalar^matrix uses expm.",
    keywords=["matrix power", "^", "operator", "expm"], related=["power", "mtimes", "expm"],
    signatures=["C = mpower(A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:mpower:notScalarAndSquareMatrix",
                      when="neither operand is a scalar, or the matrix is not square")],
    examples=[Example(code="x = [1 1; 0 1] ^ 3", output="x =\n\n     1     3\n     0     1\n\n"),
              Example(code="y = 2 ^ 10", output="y =\n\n        1024\n\n")],
    accel={"kind": "matmul", "precisions": ["double", "single"]},
)
def mpower(a, b, *, xp, ctx):
    if type(a) is float and type(b) is float:
        return power.fn(a, b, xp=xp)
    sa_scalar, sb_scalar = _is_scalar(a), _is_scalar(b)
    if sa_scalar and sb_scalar:
        return power.fn(a, b, xp=xp)
    sa, sb = _shape(a), _shape(b)
    if not (sa_scalar or sb_scalar) or len(sa) > 2 or len(sb) > 2:
        raise _mpower_error()
    cls = _matrix_class(a, b, "mpower")
    if sb_scalar:
        if sa[0] != sa[1]:
            raise _mpower_error()
        A = to_numeric(a, xp)
        p = to_numeric(b, xp)
        p = p if type(p) in (float, complex) else p.reshape(-1)[0].item()
        if type(p) is float and abs(p) < 2**31 and p == math.floor(p):
            return finish(_int_matpow(A, int(p), xp, ctx), cls, xp)
        if xp is not np:
            raise NotImplementedError("non-integer matrix power on the device")
        w, V = np.linalg.eig(A)
        with np.errstate(all="ignore"):
            d = np.power(w.astype(np.complex128), p)
        r = (V * d) @ np.linalg.inv(V)
        return finish(r, cls, xp)
    if sb[0] != sb[1]:
        raise _mpower_error()
    if xp is not np:
        raise NotImplementedError("scalar ^ matrix on the device")
    import scipy.linalg as sla  # start-up: scipy loads on first use

    s = to_numeric(a, xp)
    s = s if type(s) in (float, complex) else s.reshape(-1)[0].item()
    M = to_numeric(b, xp)
    logs = math.log(s) if type(s) is float and s > 0 else complex(np.log(complex(s)))
    return finish(sla.expm(logs * M), cls, xp)


def _int_matpow(A: Any, p: int, xp: Any, ctx: Any) -> Any:
    n = A.shape[0]
    if p < 0:
        A = _solve(A, xp.eye(n, dtype=A.dtype), xp, ctx)
        p = -p
    result = None
    base = A
    while p:
        if p & 1:
            result = base if result is None else result @ base
        p >>= 1
        if p:
            base = base @ base
    return xp.eye(n, dtype=A.dtype) if result is None else result


def _transpose_nd() -> MException:
    return MException("MATLAB:transpose:invalidNDArrayInput",
                      "Transpose on ND array is not defined. Use PERMUTE instead.")


def _transpose(a: Any, conj: bool, xp: Any) -> Any:
    t = type(a)
    if t is float or t is bool:
        return a
    if t is complex:
        return a.conjugate() if conj else a
    if t is StructArray:
        if a.elems.ndim > 2:
            raise _transpose_nd()
        return StructArray(a.fields, a.elems.T.copy())
    if t is FunctionHandle:
        raise undefined("ctranspose" if conj else "transpose", "function_handle")
    nd = getattr(a, "ndim", None)
    if nd is None:
        return a  # other scalars
    if nd > 2:
        raise _transpose_nd()
    if getattr(a, "dtype", None) is None:  # an object: an array of handles has a .T, a table none
        if not hasattr(type(a), "T"):
            raise undefined("ctranspose" if conj else "transpose", class_of(a))
        return a.T
    if conj and a.dtype.kind == "c":
        return xp.conj(a.T)
    return a.T


@runtime_builtin(
    category=CATEGORY, scalar=K.identity,
    summary="Nonconjugate transpose, A.' (any 2-D array: numeric, char, cell, struct, string).",
    keywords=["transpose", ".'", "operator"], related=["ctranspose", "permute"],
    signatures=["B = transpose(A)"],
    errors=[ErrorSpec(identifier="MATLAB:transpose:invalidNDArrayInput", when="A has more than 2 dimensions")],
    examples=[Example(code="x = [1 2 3].'", output="x =\n\n     1\n     2\n     3\n\n")],
    accel={"kind": "shape", "precisions": _PREC + ["complex"]},
)
def transpose(a, *, xp):
    return _transpose(a, False, xp)


@runtime_builtin(
    category=CATEGORY, scalar=K.identity,
    summary="Complex conjugate transpose, A'.",
    keywords=["transpose", "conjugate", "hermitian", "'", "operator"], related=["transpose", "conj"],
    signatures=["B = ctranspose(A)"],
    errors=[ErrorSpec(identifier="MATLAB:transpose:invalidNDArrayInput", when="A has more than 2 dimensions")],
    examples=[Example(code="x = [1 2; 3 4]'", output="x =\n\n     1     3\n     2     4\n\n")],
    accel={"kind": "shape", "precisions": _PREC + ["complex"]},
)
def ctranspose(a, *, xp):
    return _transpose(a, True, xp)

