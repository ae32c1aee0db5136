"""What MATLAB's iterative solvers share: the coefficient matrix or function handle as a
matrix-vector product, the preconditioners M1, M2 (matrices or functions returning M\\x),
argument defaults and checks, the best-iterate rule, and the convergence message printed
when the caller asks for fewer than two outputs."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, nd, values
from runmat_builtins.lib.math.functionfunctions._callback import call, context
from runmat_builtins.values import FunctionHandle, char_row

Vec = np.ndarray

REASONS = {
    1: "because the maximum number of iterations was reached.",
    2: "because the system involving the preconditioner was ill conditioned.",
    3: "because the method stagnated.",
    4: "because a scalar quantity became too small or too large to continue computing.",
    5: "because the residual norm became too small relative to the tolerance.",
}


def _array(v: Any, fname: str, what: str) -> np.ndarray:
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biufc":
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{what} must be numeric.")
    return a


class Problem:
    """A x = b with optional preconditioner M = M1*M2, as Python callables on 1-D arrays."""

    def __init__(self, fname: str, A: Any, b: Any, M1: Any, M2: Any, x0: Any, ctx: Any, square: bool = True) -> None:
        self.fname, self.c = fname, context(ctx)
        bv = _array(b, fname, "B")
        if (bv.ndim == 2 and bv.shape[1] != 1 and bv.size):
            raise MException(f"MATLAB:{fname}:RHSnotColumn", "Right hand side must be a column vector.")
        self.b = bv.reshape(-1).astype(np.complex128 if bv.dtype.kind == "c" else np.float64)
        m = self.b.size
        if isinstance(A, FunctionHandle) or (getattr(nd(A, objects=True), "dtype", None) is not None and nd(A).dtype.kind == "U"):
            self.A_fun, self.A = A, None
            self.n = m
        else:
            a = _array(A, fname, "A")
            if a.ndim != 2:
                raise MException(f"MATLAB:{fname}:InvalidInput", "A must be a numeric matrix or a function handle.")
            if square and a.shape[0] != a.shape[1]:
                raise MException(f"MATLAB:{fname}:NonSquareMatrix", "Matrix must be square.")
            if a.shape[0] != m:
                raise MException(f"MATLAB:{fname}:RSHsizeMatchCoeffMatrix",
                                 f"Right hand side must be a column vector of length {a.shape[0]} to match the "
                                 "coefficient matrix.")
            self.A = a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)
            self.A_fun = None
            self.n = a.shape[1]
            if self.A.dtype.kind == "c":  # a complex A: the solvers work in complex (a real b too)
                self.b = self.b.astype(np.complex128)
        self.M = [self._prec(M1, "M1"), self._prec(M2, "M2")]
        if x0 is None or is_empty_arg(x0):
            self.x0 = np.zeros(self.n, dtype=self.b.dtype)
        else:
            xv = _array(x0, fname, "X0").reshape(-1)
            if xv.size != self.n:
                raise MException(f"MATLAB:{fname}:WrongInitGuessSize",
                                 f"Initial guess must be a column vector of length {self.n}.")
            self.x0 = xv.astype(np.result_type(xv.dtype, self.b.dtype, np.float64))

    def _prec(self, M: Any, what: str) -> Any:
        if M is None or is_empty_arg(M):
            return None
        if isinstance(M, FunctionHandle):
            return M
        a = _array(M, self.fname, what)
        if a.shape != (self.b.size, self.b.size):
            raise MException(f"MATLAB:{self.fname}:WrongPrecondSize",
                             f"Preconditioner must be a square matrix of size {self.b.size} to match the problem size.")
        return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)

    def mv(self, x: Vec, transp: bool = False) -> Vec:
        if self.A is not None:
            return (self.A.conj().T if transp else self.A) @ x
        args = (x.reshape(-1, 1), char_row("transp" if transp else "notransp")) if self.needs_flag else (x.reshape(-1, 1),)
        r = call(self.c, self.A_fun, *args)
        if r.__class__ is not np.ndarray and getattr(r, "dtype", None) is not None:  # a gpuArray: its values
            from runmat_builtins.dispatch import call_builtin

            r = call_builtin("gather", r)
        r = nd(r)
        if r.size != (self.n if transp else self.b.size) and not transp:
            raise MException(f"MATLAB:{self.fname}:AfunSize",
                             "The function computing A*x must return a column vector of the length of b.")
        return r.reshape(-1).astype(np.result_type(r.dtype, np.float64))

    needs_flag = False

    def psolve(self, x: Vec, transp: bool = False) -> Vec:
        """M\\x = M2\\(M1\\x) (M'\\x = M1'\\(M2'\\x) when transp)."""
        order = (self.M[1], self.M[0]) if transp else (self.M[0], self.M[1])
        for m in order:
            if m is None:
                continue
            if isinstance(m, FunctionHandle):
                args = (x.reshape(-1, 1), char_row("transp" if transp else "notransp")) if self.needs_flag else (x.reshape(-1, 1),)
                x = nd(call(self.c, m, *args)).reshape(-1).astype(np.result_type(x.dtype, np.float64))
            else:
                mm = m.conj().T if transp else m
                with np.errstate(all="ignore"):
                    try:
                        x = np.linalg.solve(mm, x)
                    except np.linalg.LinAlgError:
                        raise _IllConditioned() from None
            if not np.all(np.isfinite(x)):
                raise _IllConditioned()
        return x

    @property
    def has_prec(self) -> bool:
        return self.M[0] is not None or self.M[1] is not None


class _IllConditioned(Exception):
    """The preconditioner solve failed (MATLAB's flag 2)."""


_EPS = float(np.finfo(np.float64).eps)


def norm2(v: Vec) -> float:
    """The 2-norm of a vector without overflow (MATLAB's norm: norm(1e306) is 1e306, where
    NumPy's sqrt(v.v) is Inf)."""
    s = float(np.max(np.abs(v), initial=0.0))
    if s == 0.0 or not np.isfinite(s):
        return s
    return s * float(np.linalg.norm(v / s))


def tolerance(v: Any, fname: str, default: float = 1e-6, ctx: Any = None) -> float:
    """TOL as MATLAB's Krylov solvers take it: at most eps is eps (warning
    MATLAB:<fname>:tooSmallTolerance; a negative tol can never be met, and maxit 6e16 would run
    that long), at least 1 is 1-eps (MATLAB:<fname>:tooBigTolerance)."""
    if v is None or is_empty_arg(v):
        return default
    t = values(v)
    if len(t) != 1:
        raise MException(f"MATLAB:{fname}:InvalidTolerance", "Tolerance must be a scalar.")
    tol = float(t[0])
    if tol <= _EPS:
        if ctx is not None:
            ctx.warn(f"MATLAB:{fname}:tooSmallTolerance",
                     "Input tol is smaller than eps and may prevent convergence.\nUsing eps instead.")
        return _EPS
    if tol >= 1:
        if ctx is not None:
            ctx.warn(f"MATLAB:{fname}:tooBigTolerance",
                     "Input tol is bigger than 1.\nTry to use a smaller tolerance.\nUsing 1-eps instead.")
        return 1 - _EPS
    return tol


def max_iterations(v: Any, default: int) -> int:
    if v is None or is_empty_arg(v):
        return default
    t = values(v)
    if np.isnan(t[0]):
        return 0  # MATLAB's solvers loop over 1:maxit, empty for NaN: no iteration
    return max(int(t[0]), 0) if np.isfinite(t[0]) else 10**9


def message(fname: str, tol: float, flag: int, iters: Any, relres: float, stopped: Any = None) -> str:
    """MATLAB's text for nargout < 2 (gmres's iteration is [outer inner])."""
    def at(it: Any) -> str:
        if isinstance(it, tuple):
            return f"outer iteration {_num(it[0])} (inner iteration {_num(it[1])})"
        return f"iteration {_num(it)}"
    if flag == 0:
        if (iters == 0) or (isinstance(iters, tuple) and iters[0] == 0 and iters[1] == 0):
            return (f"The initial guess has relative residual {_g(relres)} which is within\nthe desired tolerance "
                    f"{_g(tol)} so {fname} returned it without iterating.")
        return f"{fname} converged at {at(iters)} to a solution with relative residual {_g(relres)}."
    returned = f"{_num(iters[0])} ({_num(iters[1])})" if isinstance(iters, tuple) else _num(iters)
    return (f"{fname} stopped at {at(iters if stopped is None else stopped)} without converging to the desired tolerance {_g(tol)}\n"
            f"{REASONS.get(flag, '')}\nThe iterate returned (number {returned}) has relative residual {_g(relres)}.")


def _g(v: float) -> str:
    return "%0.2g" % v


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def finish(p: Problem, tol: float, flag: int, x: Vec, relres: float, iters: Any, resvec: list[float],
           nargout: int, extra: tuple = (), stopped: Any = None) -> Any:
    """The outputs [x, flag, relres, iter, resvec, ...] (or the message and x alone)."""
    xo = x.reshape(-1, 1)
    if np.iscomplexobj(xo) and not np.any(xo.imag):
        xo = xo.real
    if nargout < 2:
        p.c.stdout.write(message(p.fname, tol, flag, iters, relres, stopped) + "\n")
        return xo
    it = np.array([[float(iters[0]), float(iters[1])]]) if isinstance(iters, tuple) else float(iters)
    return (xo, float(flag), float(relres), it, np.asarray(resvec, dtype=float).reshape(-1, 1)) + extra


def best(p: Problem, x: Vec, xmin: Vec, imin: Any, ii: Any, normr_act: float, n2b: float) -> tuple[Vec, float, Any]:
    """After a failure MATLAB returns the iterate of least residual."""
    r_comp = float(np.linalg.norm(p.b - p.mv(xmin)))
    if r_comp <= normr_act:
        return xmin, r_comp / n2b, imin
    return x, normr_act / n2b, ii

