"""Iterative solvers of A*x = b with MATLAB's interface: pcg, gmres and bicgstab follow MATLAB's
algorithms step for step (flags, best iterate, residual history, iteration counts);
cgs, bicg, qmr, minres and lsqr run SciPy's Krylov methods under the same
interface. A may be a matrix or a function handle computing A*x; M1, M2 are matrices or
functions returning M\\x. [x, flag, relres, iter, resvec] = solver(A, b, tol, maxit, ...);
with one output the convergence message is printed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, values
from runmat_builtins.lib.math.sparse._krylov import Problem, _IllConditioned, best, finish, max_iterations, norm2, tolerance
from runmat_builtins.spec import ErrorSpec, Example

_ACCEL = {"kind": "host-only"}
_EPS = float(np.finfo(float).eps)


def _errors(fname: str) -> list[ErrorSpec]:
    return [ErrorSpec(identifier=f"MATLAB:{fname}:NonSquareMatrix", when="A is not square"),
            ErrorSpec(identifier=f"MATLAB:{fname}:RSHsizeMatchCoeffMatrix", when="b's length differs from A's size"),
            ErrorSpec(identifier=f"MATLAB:{fname}:WrongPrecondSize", when="a preconditioner has the wrong size")]


def _zero_rhs(p: Problem, tol: float, nargout: int) -> Any:
    if nargout < 2:
        p.c.stdout.write(f"The right hand side vector is all zero so {p.fname}\nreturned an all zero solution "
                         "without iterating.\n")
        return np.zeros((p.n, 1))
    return finish(p, tol, 0, np.zeros(p.n, dtype=p.b.dtype), 0.0, 0, [0.0], nargout)


@dataclass
class _Start:
    """What pcg and bicgstab set up alike: the problem, tolerance, iteration limit, norm(b), the
    first iterate and residual; ``answer`` is set when no iteration is needed (b all zero, or x0
    already meets the tolerance)."""

    p: Problem
    tol: float
    maxit: int
    n2b: float
    x: Any = None
    r: Any = None
    normr: float = 0.0
    finished: bool = False
    answer: Any = None


def _start(fname: str, A: Any, b: Any, tol: Any, maxit: Any, M1: Any, M2: Any, x0: Any, ctx: Any,
           nargout: int) -> _Start:
    p = Problem(fname, A, b, M1, M2, x0, ctx)
    s = _Start(p, tolerance(tol, fname, ctx=ctx), max_iterations(maxit, min(p.n, 20)), float(np.linalg.norm(p.b)))
    if s.n2b == 0:
        s.finished, s.answer = True, _zero_rhs(p, s.tol, nargout)
        return s
    s.x = p.x0.copy()
    s.r = p.b - p.mv(s.x)
    s.normr = float(np.linalg.norm(s.r))
    if s.normr <= s.tol * s.n2b:
        s.finished, s.answer = True, finish(p, s.tol, 0, s.x, s.normr / s.n2b, 0, [s.normr], nargout)
    return s


@runtime_builtin(
    summary="Solve A*x = b for symmetric positive definite A by preconditioned conjugate gradients.",
    description="[x, flag, relres, iter, resvec] = pcg(A, b, tol, maxit, M1, M2, x0): tol 1e-6 and "
                "maxit min(n, 20) by default; flag 0 converged, 1 maxit reached, 2 preconditioner "
                "ill conditioned, 3 stagnated, 4 a scalar became too small or large. On failure the "
                "iterate of least residual is returned. With one output a message is printed.",
    keywords=["conjugate gradient", "iterative", "sparse", "spd", "linear system"],
    related=["gmres", "bicgstab", "minres", "mldivide"],
    signatures=["x = pcg(A, b)", "x = pcg(A, b, tol)", "x = pcg(A, b, tol, maxit)", "x = pcg(A, b, tol, maxit, M)",
                "x = pcg(A, b, tol, maxit, M1, M2, x0)", "[x, flag, relres, iter, resvec] = pcg(A, b, tol, maxit, M1, M2, x0)"],
    errors=_errors("pcg"),
    examples=[Example(code="A = [4 1; 1 3]; b = [1; 2];\n[x, flag, relres, iter] = pcg(A, b);\n"
                           "fprintf('%.4f %.4f %d %d\\n', x, flag, iter)", output="0.0909 0.6364 0 2\n"),
              Example(code="x = pcg([4 1; 1 3], [1; 2]);",
                      output="pcg converged at iteration 2 to a solution with relative residual 0.\n")],
)
def pcg(A: Any, b: Any, tol: Any = None, maxit: Any = None, M1: Any = None, M2: Any = None, x0: Any = None,
        *extra: Any, nargout: int, ctx: Any) -> Any:
    s = _start("pcg", A, b, tol, maxit, M1, M2, x0, ctx, nargout)
    if s.finished:
        return s.answer
    p, t, mx, n2b, x, r, normr = s.p, s.tol, s.maxit, s.n2b, s.x, s.r, s.normr
    n, normr_act, tolb = p.n, normr, t * n2b
    resvec = [normr]
    flag, xmin, imin, normrmin = 1, x.copy(), 0, normr
    rho, stag, moresteps = 1.0, 0, 0
    maxmsteps = min(n // 50, 5, n - mx)
    ii = 0
    pvec = q = None
    for ii in range(1, mx + 1):
        try:
            z = p.psolve(r)
        except _IllConditioned:
            flag = 2
            break
        rho1, rho = rho, np.vdot(r, z)
        if rho == 0 or np.isinf(rho):
            flag = 4
            break
        if ii == 1:
            pvec = z
        else:
            beta = rho / rho1
            if beta == 0 or np.isinf(beta):
                flag = 4
                break
            pvec = z + beta * pvec
        q = p.mv(pvec)
        pq = np.vdot(pvec, q)
        if np.real(pq) <= 0 or np.isinf(pq):
            flag = 4
            break
        alpha = rho / pq
        if np.isinf(alpha):
            flag = 4
            break
        stag = stag + 1 if np.linalg.norm(pvec) * abs(alpha) < _EPS * np.linalg.norm(x) else 0
        x = x + alpha * pvec
        r = r - alpha * q
        normr = normr_act = float(np.linalg.norm(r))
        resvec.append(normr)
        if normr <= tolb or stag >= 3 or moresteps:
            r = p.b - p.mv(x)
            normr_act = float(np.linalg.norm(r))
            resvec[ii] = normr_act
            if normr_act <= tolb:
                flag = 0
                break
            if stag >= 3 and moresteps == 0:
                stag = 0
            moresteps += 1
            if moresteps >= maxmsteps:
                flag = 3
                break
        if normr_act < normrmin:
            normrmin, xmin, imin = normr_act, x.copy(), ii
        if stag >= 3:
            flag = 3
            break
    if flag == 0:
        return finish(p, t, 0, x, normr_act / n2b, ii, resvec, nargout)
    x, relres, it = best(p, x, xmin, imin, ii, normr_act, n2b)
    return finish(p, t, flag, x, relres, it, resvec, nargout, stopped=ii)


@runtime_builtin(
    summary="Solve A*x = b by the generalized minimum residual method, optionally restarted.",
    description="[x, flag, relres, iter, resvec] = gmres(A, b, restart, tol, maxit, M1, M2, x0): "
                "restart [] (or n) means no restarts; maxit counts outer iterations (default "
                "min(n/restart, 10)); iter is [outer inner]. With a preconditioner, relres and resvec "
                "are of the preconditioned residual M\\(b - A*x). With one output a message is printed.",
    keywords=["gmres", "krylov", "iterative", "nonsymmetric", "linear system"],
    related=["pcg", "bicgstab", "mldivide"],
    signatures=["x = gmres(A, b)", "x = gmres(A, b, restart)", "x = gmres(A, b, restart, tol)",
                "x = gmres(A, b, restart, tol, maxit, M1, M2, x0)",
                "[x, flag, relres, iter, resvec] = gmres(A, b, restart, tol, maxit, M1, M2, x0)"],
    errors=_errors("gmres"),
    examples=[Example(code="A = [4 1 0; 1 3 1; 0 2 5]; b = [1; 2; 3];\n[x, flag, relres, iter] = gmres(A, b);\n"
                           "fprintf('%.4f ', x); fprintf('| %d %d %d\\n', flag, iter)",
                      output="0.1277 0.4894 0.4043 | 0 1 3\n")],
)
def gmres(A: Any, b: Any, restart: Any = None, tol: Any = None, maxit: Any = None, M1: Any = None, M2: Any = None,
          x0: Any = None, *extra: Any, nargout: int, ctx: Any) -> Any:
    p = Problem("gmres", A, b, M1, M2, x0, ctx)
    t = tolerance(tol, "gmres", ctx=ctx)
    n = p.n
    r = n if restart is None or is_empty_arg(restart) else values(restart)[0]
    inner = n if r >= n else int(r) if r == r else 0  # RESTART past N (Inf too) is no restart
    if inner <= 0:
        raise MException("MATLAB:gmres:InvalidRestart", "RESTART must be a positive integer.")
    inner = min(inner, n)
    outer = max_iterations(maxit, min(int(np.ceil(n / inner)), 10) if inner < n else min(n, 10))
    if inner == n:
        outer = max_iterations(maxit, 1) if maxit is not None and not is_empty_arg(maxit) else 1
    n2b_raw = float(np.linalg.norm(p.b))
    if n2b_raw == 0:
        return _zero_rhs(p, t, nargout) if nargout < 2 else \
            finish(p, t, 0, np.zeros(n, dtype=p.b.dtype), 0.0, (0, 0), [0.0], nargout)
    try:
        n2b = float(np.linalg.norm(p.psolve(p.b))) if p.has_prec else n2b_raw
    except _IllConditioned:
        return finish(p, t, 2, p.x0.copy(), 1.0, (0, 0), [n2b_raw], nargout)
    x = p.x0.copy()
    tolb = t * n2b

    def presid(xv: np.ndarray) -> np.ndarray:
        return p.psolve(p.b - p.mv(xv))

    r = presid(x)
    normr = float(np.linalg.norm(r))
    resvec = [normr]
    if normr <= tolb:
        return finish(p, t, 0, x, normr / n2b, (0, 0), resvec, nargout)
    xmin, normrmin, itmin = x.copy(), normr, (0, 0)
    flag, last = 1, (0, 0)
    dtype = np.result_type(x.dtype, p.b.dtype, np.float64)
    for out_it in range(1, outer + 1):
        beta = float(np.linalg.norm(r))
        V = np.zeros((n, inner + 1), dtype=dtype)
        H = np.zeros((inner + 1, inner), dtype=dtype)
        V[:, 0] = r / beta
        cs, sn = np.zeros(inner, dtype=dtype), np.zeros(inner, dtype=dtype)
        g = np.zeros(inner + 1, dtype=dtype)
        g[0] = beta
        done = False
        k_used = 0
        for k in range(inner):
            try:
                w = p.psolve(p.mv(V[:, k]))
            except _IllConditioned:
                flag = 2
                done = True
                break
            for j in range(k + 1):  # modified Gram-Schmidt
                H[j, k] = np.vdot(V[:, j], w)
                w = w - H[j, k] * V[:, j]
            H[k + 1, k] = np.linalg.norm(w)
            if H[k + 1, k] != 0:
                V[:, k + 1] = w / H[k + 1, k]
            for j in range(k):  # earlier rotations
                hj = cs[j] * H[j, k] + sn[j] * H[j + 1, k]
                H[j + 1, k] = -np.conj(sn[j]) * H[j, k] + cs[j] * H[j + 1, k]
                H[j, k] = hj
            den = np.hypot(abs(H[k, k]), abs(H[k + 1, k]))
            if den == 0:
                flag = 4
                done = True
                break
            cs[k] = abs(H[k, k]) / den
            sn[k] = (H[k, k] / abs(H[k, k]) if H[k, k] != 0 else 1.0) * np.conj(H[k + 1, k]) / den
            H[k, k] = cs[k] * H[k, k] + sn[k] * H[k + 1, k]
            H[k + 1, k] = 0
            g[k + 1] = -np.conj(sn[k]) * g[k]
            g[k] = cs[k] * g[k]
            est = abs(g[k + 1])
            resvec.append(float(est))
            k_used = k + 1
            last = (out_it, k_used)
            if est <= tolb or H[k + 1, k] == 0 and k + 1 < inner and False:
                xk = x + V[:, :k + 1] @ np.linalg.solve(np.triu(H[:k + 1, :k + 1]), g[:k + 1])
                rk = presid(xk)
                nk = float(np.linalg.norm(rk))
                resvec[-1] = nk
                if nk <= tolb:
                    return finish(p, t, 0, xk, nk / n2b, last, resvec, nargout)
        if k_used:
            x = x + V[:, :k_used] @ np.linalg.solve(np.triu(H[:k_used, :k_used]), g[:k_used])
        r = presid(x)
        normr = float(np.linalg.norm(r))
        if normr < normrmin:
            xmin, normrmin, itmin = x.copy(), normr, last
        if normr <= tolb:
            return finish(p, t, 0, x, normr / n2b, last, resvec, nargout)
        if done:
            break
    if normrmin < normr:
        x, normr, last = xmin, normrmin, itmin
    return finish(p, t, flag, x, normr / n2b, last, resvec, nargout, stopped=(out_it, k_used))


def _scipy_solver(fname: str, method: str, A: Any, b: Any, tol: Any, maxit: Any, M1: Any, M2: Any, x0: Any,
                  nargout: int, ctx: Any, transpose: bool = False) -> Any:
    """A SciPy Krylov method under MATLAB's interface: resvec by a callback, the best iterate on failure."""
    from scipy.sparse import linalg as spla  # start-up: scipy loads on first use

    p = Problem(fname, A, b, M1, M2, x0, ctx)
    p.needs_flag = transpose
    t = tolerance(tol, fname, ctx=ctx)
    mx = max_iterations(maxit, min(p.n, 20))
    n2b = float(np.linalg.norm(p.b))
    if n2b == 0:
        return _zero_rhs(p, t, nargout)
    r0 = float(np.linalg.norm(p.b - p.mv(p.x0)))
    if r0 <= t * n2b:
        return finish(p, t, 0, p.x0.copy(), r0 / n2b, 0, [r0], nargout)
    dtype = np.result_type(p.b.dtype, p.x0.dtype, np.float64)
    op = spla.LinearOperator((p.b.size, p.n), matvec=p.mv, rmatvec=lambda v: p.mv(v, True), dtype=dtype)
    resvec = [r0]
    state = {"xmin": p.x0.copy(), "rmin": r0, "imin": 0}

    def track(xk: np.ndarray) -> None:
        rk = float(np.linalg.norm(p.b - p.mv(xk)))
        resvec.append(rk)
        if rk < state["rmin"]:
            state.update(xmin=np.array(xk, copy=True), rmin=rk, imin=len(resvec) - 1)

    solver = getattr(spla, method)
    kw: dict[str, Any] = dict(x0=p.x0, rtol=t, maxiter=mx, callback=track)
    if method != "minres":
        kw["atol"] = 0.0
    if p.has_prec:
        if method == "qmr":
            kw["M1"] = spla.LinearOperator((p.n, p.n), matvec=lambda v: p.psolve(v),
                                           rmatvec=lambda v: p.psolve(v, True), dtype=dtype)
        else:
            kw["M"] = spla.LinearOperator((p.n, p.n), matvec=lambda v: p.psolve(v),
                                          rmatvec=lambda v: p.psolve(v, True), dtype=dtype)
    import warnings

    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            x, info = solver(op, p.b, **kw)
    except _IllConditioned:
        return finish(p, t, 2, p.x0.copy(), r0 / n2b, 0, resvec, nargout)
    iters = len(resvec) - 1
    relres = float(np.linalg.norm(p.b - p.mv(x))) / n2b
    if relres <= t or (info == 0 and method == "minres"):
        return finish(p, t, 0, x, relres, iters, resvec, nargout)
    flag = 1 if info > 0 or info == 0 else 4
    if state["rmin"] / n2b < relres:
        x, relres, iters = state["xmin"], state["rmin"] / n2b, state["imin"]
    return finish(p, t, flag, x, relres, iters, resvec, nargout, stopped=len(resvec) - 1)


def _define(name: str, method: str, summary: str, example: tuple[str, str], transpose: bool = False) -> None:
    def solver(A: Any, b: Any, tol: Any = None, maxit: Any = None, M1: Any = None, M2: Any = None, x0: Any = None,
               *extra: Any, nargout: int, ctx: Any) -> Any:
        return _scipy_solver(name, method, A, b, tol, maxit, M1, M2, x0, nargout, ctx, transpose)

    solver.__name__ = solver.__qualname__ = name
    solver.__doc__ = summary
    globals()[name] = runtime_builtin(
        name=name, summary=summary,
        description=f"[x, flag, relres, iter, resvec] = {name}(A, b, tol, maxit, M1, M2, x0): tol 1e-6, "
                    "maxit min(n, 20); flag 0 converged, 1 maxit reached, 2 preconditioner ill "
                    "conditioned, 4 breakdown; on failure the iterate of least residual is returned. "
                    + ("A function handle is called as afun(x, 'notransp') and afun(x, 'transp'). " if transpose else "")
                    + "With one output a message is printed.",
        keywords=["krylov", "iterative", "sparse", "linear system", method],
        related=["pcg", "gmres", "mldivide"],
        signatures=[f"x = {name}(A, b)", f"x = {name}(A, b, tol)", f"x = {name}(A, b, tol, maxit)",
                    f"x = {name}(A, b, tol, maxit, M1, M2, x0)",
                    f"[x, flag, relres, iter, resvec] = {name}(A, b, tol, maxit, M1, M2, x0)"],
        errors=_errors(name),
        examples=[Example(code=example[0], output=example[1])],
        accel=_ACCEL,
    )(solver)


_SOLVE = ("A = [4 1 0; 1 3 1; 0 1 5]; b = [1; 2; 3];\n[x, flag] = {0}(A, b, 1e-10);\n"
          "fprintf('%.4f ', x); fprintf('| %d\\n', flag)")
_define("cgs", "cgs", "Solve A*x = b by the conjugate gradients squared method.",
        (_SOLVE.format("cgs"), "0.1373 0.4510 0.5098 | 0\n"))
_define("bicg", "bicg", "Solve A*x = b by the biconjugate gradients method (uses A' as well as A).",
        (_SOLVE.format("bicg"), "0.1373 0.4510 0.5098 | 0\n"), transpose=True)
_define("qmr", "qmr", "Solve A*x = b by the quasi-minimal residual method (uses A' as well as A).",
        (_SOLVE.format("qmr"), "0.1373 0.4510 0.5098 | 0\n"), transpose=True)
_define("minres", "minres", "Solve A*x = b for symmetric A by the minimum residual method.",
        (_SOLVE.format("minres"), "0.1373 0.4510 0.5098 | 0\n"))


def _bicgstab_half(p: Problem, x: Any, coef: Any, step: Any, r: Any, w: Any, tolb: float, stag: int,
                   resvec: list, keep_true: bool) -> tuple:
    """Half a BiCGSTAB iteration: x + coef*step, its recurrence residual r - coef*w, the stagnation
    count, and the true residual where the recurrence says converged (kept as r when keep_true)."""
    stag = stag + 1 if abs(coef) * np.linalg.norm(step) < _EPS * np.linalg.norm(x) else 0
    x = x + coef * step
    r = r - coef * w
    normr = float(np.linalg.norm(r))
    resvec.append(normr)
    if normr <= tolb or stag >= 3:
        r_true = p.b - p.mv(x)
        normr = float(np.linalg.norm(r_true))
        resvec[-1] = normr
        if keep_true:
            r = r_true
    return x, r, normr, stag


def _preconditioned(p: Problem, vec: Any) -> tuple[Any, Any]:
    """(M \\ vec, A * (M \\ vec)), or (None, None) when the preconditioner is ill conditioned."""
    try:
        h = p.psolve(vec)
    except _IllConditioned:
        return None, None
    return h, p.mv(h)


def _ratio(num: Any, den: Any) -> Any:
    """num / den, or None for a breakdown (den zero or infinite, or an infinite quotient)."""
    if den == 0 or np.isinf(den):
        return None
    q = num / den
    return None if np.isinf(q) else q


@runtime_builtin(
    summary="Solve A*x = b by the biconjugate gradients stabilized method.",
    description="[x, flag, relres, iter, resvec] = bicgstab(A, b, tol, maxit, M1, M2, x0): tol 1e-6, "
                "maxit min(n, 20). iter may end in .5 (converged half way through an iteration); "
                "resvec has the residual after every half iteration. flag 0 converged, 1 maxit "
                "reached, 2 preconditioner ill conditioned, 3 stagnated, 4 breakdown. With one "
                "output a message is printed.",
    keywords=["bicgstab", "krylov", "iterative", "nonsymmetric", "linear system"],
    related=["pcg", "gmres", "cgs", "bicg"],
    signatures=["x = bicgstab(A, b)", "x = bicgstab(A, b, tol)", "x = bicgstab(A, b, tol, maxit)",
                "x = bicgstab(A, b, tol, maxit, M1, M2, x0)",
                "[x, flag, relres, iter, resvec] = bicgstab(A, b, tol, maxit, M1, M2, x0)"],
    errors=_errors("bicgstab"),
    examples=[Example(code="A = [4 1 0; 1 3 1; 0 1 5]; b = [1; 2; 3];\n[x, flag] = bicgstab(A, b, 1e-10);\n"
                           "fprintf('%.4f ', x); fprintf('| %d\\n', flag)", output="0.1373 0.4510 0.5098 | 0\n")],
)
def bicgstab(A: Any, b: Any, tol: Any = None, maxit: Any = None, M1: Any = None, M2: Any = None, x0: Any = None,
             *extra: Any, nargout: int, ctx: Any) -> Any:
    s = _start("bicgstab", A, b, tol, maxit, M1, M2, x0, ctx, nargout)
    if s.finished:
        return s.answer
    p, t, mx, n2b, x, r, normr = s.p, s.tol, s.maxit, s.n2b, s.x, s.r, s.normr
    normr_act, tolb = normr, t * n2b
    rt = r.copy()
    resvec = [normr]
    flag, xmin, imin, normrmin = 1, x.copy(), 0.0, normr
    rho = omega = 1.0
    alpha = 0.0
    stag = 0
    ii = 0
    pv = v = None
    for ii in range(1, mx + 1):
        rho1, rho = rho, np.vdot(rt, r)
        if rho == 0 or np.isinf(rho):
            flag = 4
            break
        if ii == 1:
            pv = r.copy()
        else:
            beta = (rho / rho1) * (alpha / omega)
            if beta == 0 or not np.isfinite(beta):
                flag = 4
                break
            pv = r + beta * (pv - omega * v)
        ph, v = _preconditioned(p, pv)
        if ph is None:
            flag = 2
            break
        alpha = _ratio(rho, np.vdot(rt, v))
        if alpha is None:
            flag = 4
            break
        xhalf, s, normr_act, stag = _bicgstab_half(p, x, alpha, ph, r, v, tolb, stag, resvec, False)
        if normr_act <= tolb:
            return finish(p, t, 0, xhalf, normr_act / n2b, ii - 0.5, resvec, nargout)
        if normr_act < normrmin:
            normrmin, xmin, imin = normr_act, xhalf.copy(), ii - 0.5
        sh, tv = _preconditioned(p, s)
        if sh is None:
            flag = 2
            break
        omega = _ratio(np.vdot(tv, s), np.vdot(tv, tv))
        if omega is None:
            flag = 4
            break
        x, r, normr_act, stag = _bicgstab_half(p, xhalf, omega, sh, s, tv, tolb, stag, resvec, True)
        if normr_act <= tolb:
            return finish(p, t, 0, x, normr_act / n2b, ii, resvec, nargout)
        if normr_act < normrmin:
            normrmin, xmin, imin = normr_act, x.copy(), float(ii)
        if stag >= 3:
            flag = 3
            break
        if omega == 0:
            flag = 4
            break
    x, relres, it = best(p, x, xmin, imin, ii, normr_act, n2b)
    return finish(p, t, flag, x, relres, it, resvec, nargout, stopped=ii)


@runtime_builtin(
    summary="Solve A*x = b, or min norm(b - A*x) for rectangular A, by the LSQR method.",
    description="[x, flag, relres, iter, resvec, lsvec] = lsqr(A, b, tol, maxit, M1, M2, x0): tol "
                "1e-6, maxit min([m, n, 20]); flag 0 when the relative residual or the normal-equation "
                "residual meets tol. A function handle is called as afun(x, 'notransp') and "
                "afun(x, 'transp').",
    keywords=["least squares", "lsqr", "iterative", "rectangular", "sparse"],
    related=["pcg", "gmres", "mldivide", "lsqminnorm"],
    signatures=["x = lsqr(A, b)", "x = lsqr(A, b, tol)", "x = lsqr(A, b, tol, maxit)",
                "[x, flag, relres, iter, resvec, lsvec] = lsqr(A, b, tol, maxit, M1, M2, x0)"],
    errors=[ErrorSpec(identifier="MATLAB:lsqr:RSHsizeMatchCoeffMatrix", when="b's length differs from A's rows")],
    examples=[Example(code="A = [1 0; 1 1; 1 2]; b = [1; 2; 2];\n[x, flag] = lsqr(A, b);\n"
                           "fprintf('%.4f ', x); fprintf('| %d\\n', flag)", output="1.1667 0.5000 | 0\n")],
)
def lsqr(A: Any, b: Any, tol: Any = None, maxit: Any = None, M1: Any = None, M2: Any = None, x0: Any = None,
         *extra: Any, nargout: int, ctx: Any) -> Any:
    from scipy.sparse import linalg as spla  # start-up: scipy loads on first use

    p = Problem("lsqr", A, b, None, None, x0, ctx, square=False)
    p.needs_flag = True
    if (M1 is not None and not is_empty_arg(M1)) or (M2 is not None and not is_empty_arg(M2)):
        raise MException("RunMat:lsqr:Preconditioner", "Preconditioners are not supported by lsqr here.")
    t = tolerance(tol, "lsqr", ctx=ctx)
    m, n = p.b.size, p.n
    mx = max_iterations(maxit, min(m, n, 20))
    n2b = norm2(p.b)
    if n2b == 0:
        return finish(p, t, 0, np.zeros(n), 0.0, 0, [0.0], nargout, (np.zeros((1, 1)),))
    op = spla.LinearOperator((m, n), matvec=p.mv, rmatvec=lambda v: p.mv(v, True), dtype=np.float64)
    # solved for b / norm(b) (LSQR is linear in b and x0, its tests relative): SciPy's squared
    # norms of b = 1e306 overflow to NaN, and it then runs every one of maxit iterations
    res = spla.lsqr(op, p.b / n2b, atol=t, btol=t, iter_lim=mx, x0=p.x0 / n2b)
    x, istop, itn = res[0] * n2b, res[1], res[2]
    r = p.b - p.mv(x)
    relres = norm2(r) / n2b
    flag = 0 if istop in (1, 2, 4, 5) else 1
    lsvec = np.array([[norm2(p.mv(r, True))]])
    return finish(p, t, flag, x, relres, itn, [float(res[3]) * n2b], nargout, (lsvec,))
