"""feval, eval, evalin, assignin, builtin: calling functions and running code in workspaces."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_plain
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import KEYWORDS, VARNAME_RE, text, vm
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, char_row, class_of



def _where(v: Any, who: str) -> str:
    w = text(v, who, "workspace").lower()
    if w not in ("base", "caller"):
        raise MException("MATLAB:invalidInput", f"{who}: the workspace must be 'base' or 'caller'.")
    return w


@runtime_builtin(
    summary="Call a function given as a handle or a name, with the remaining arguments.",
    keywords=["call", "function handle", "apply"],
    related=["func2str", "str2func", "builtin"],
    signatures=["[Y1, ..., YN] = feval(FUN, X1, ..., XM)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="FUN names no function")],
    examples=[Example(code="y = feval(@plus, 1, 2)\nz = feval('minus', 5, 3)", output="y =\n\n"
                                                                                      "     3\n\n"
                                                                                      "z =\n\n"
                                                                                      "     2\n\n")],
    output_mode="nargout",
)
def feval(fun: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    if not isinstance(fun, FunctionHandle):
        text(fun, "feval", "function")
    if ctx is None:
        from runmat_builtins.context import HostContext

        ctx = HostContext()
    return ctx.call_function(fun, tuple(args), nargout)


@runtime_builtin(
    name="eval",
    summary="Run MATLAB code given as text; with a second text, run it when the first throws.",
    description="eval(code) runs statements in the calling workspace (unsuppressed results are "
                "displayed); [a, b] = eval(expr) returns the values of one expression; "
                "eval(try_code, catch_code) runs catch_code if try_code throws (lasterr holds the error).",
    keywords=["evaluate", "execute", "dynamic code"],
    related=["evalin", "feval", "lasterr"],
    signatures=["eval(EXPRESSION)", "eval(EXPRESSION, CATCH_EXPR)", "[Y1, ..., YN] = eval(EXPRESSION)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="the code is not text")],
    examples=[Example(code="eval('x = 2 + 3;');\ny = x * 2\neval('error(''boom'')', 'z = 1')",
                      output="y =\n\n    10\n\nz =\n\n     1\n\n")],
    output_mode="nargout",
    effects=["workspace"],
)
def eval_(code: Any, catch_code: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    ctx = vm(ctx, "eval")
    src = text(code, "eval", "code")
    if catch_code is None:
        return ctx.eval_code(src, nargout)
    alt = text(catch_code, "eval", "catch code")
    try:
        return ctx.eval_code(src, nargout)
    except MException as err:
        ctx.set_last_error(err)
        return ctx.eval_code(alt, nargout)


eval_.__name__ = "eval"


@runtime_builtin(
    summary="Run MATLAB code given as text and return what it printed, as a char row.",
    description="evalc(code) runs code like eval, but everything it writes to the command window "
                "(displayed results, disp, fprintf to 1) is captured and returned, newlines "
                "included, instead of shown. evalc(try_code, catch_code) runs catch_code "
                "(also captured) if try_code throws.",
    keywords=["evaluate", "capture", "output", "command window"],
    related=["eval", "disp", "sprintf"],
    signatures=["T = evalc(EXPRESSION)", "T = evalc(EXPRESSION, CATCH_EXPR)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="the code is not text")],
    examples=[Example(code="t = evalc('x = 1 + 1');\nsize(t)\nx",
                      output="ans =\n\n     1    13\n\nx =\n\n     2\n\n")],
    effects=["workspace"],
)
def evalc(code: Any, catch_code: Any = None, *, ctx: Any = None) -> Any:
    import io


    ctx = vm(ctx, "evalc")
    src = text(code, "evalc", "code")
    alt = None if catch_code is None else text(catch_code, "evalc", "catch code")
    buf = io.StringIO()
    old = ctx.redirect_stdout(buf)
    try:
        try:
            ctx.eval_code(src, 0)
        except MException as err:
            if alt is None:
                raise
            ctx.set_last_error(err)
            ctx.eval_code(alt, 0)
    finally:
        ctx.redirect_stdout(old)
    return char_row(buf.getvalue())


@runtime_builtin(
    summary="Run a script file by name or path (with or without .m) in the calling workspace.",
    description="A path (relative or full) makes its folder the current folder while the script "
                "runs; the previous folder is restored afterwards, also after an error, unless the "
                "script changed folder itself. A function file is called with no arguments.",
    keywords=["script", "execute", "file", "path"],
    related=["eval", "cd", "evalin"],
    signatures=["run(SCRIPTNAME)"],
    errors=[ErrorSpec(identifier="MATLAB:run:FileNotFound", when="no script of that name or path exists")],
    examples=[Example(code="try\n  run('no_such_script_here')\ncatch err\n  disp(err.identifier)\nend",
                      output="MATLAB:run:FileNotFound\n")],
    effects=["workspace"],
)
def run(script: Any, *, ctx: Any = None) -> None:
    ctx = vm(ctx, "run")
    ctx.run_script(text(script, "run", "script name"))
    return None


@runtime_builtin(
    summary="Run code in the base workspace or the caller's workspace.",
    keywords=["evaluate", "workspace", "caller", "base"],
    related=["eval", "assignin"],
    signatures=["evalin(WORKSPACE, EXPRESSION)", "evalin(WORKSPACE, EXPRESSION, CATCH_EXPR)",
                "[Y1, ..., YN] = evalin(WORKSPACE, EXPRESSION)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="WORKSPACE is not 'base' or 'caller'")],
    examples=[Example(code="a = 4;\nb = evalin('base', 'a * 2')", output="b =\n\n     8\n\n")],
    output_mode="nargout",
    effects=["workspace"],
)
def evalin(ws: Any, code: Any, catch_code: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    ctx = vm(ctx, "evalin")
    where = _where(ws, "evalin")
    src = text(code, "evalin", "code")
    if catch_code is None:
        return ctx.eval_code(src, nargout, where=where)
    try:
        return ctx.eval_code(src, nargout, where=where)
    except MException as err:
        ctx.set_last_error(err)
        return ctx.eval_code(text(catch_code, "evalin", "catch code"), nargout, where=where)


@runtime_builtin(
    summary="Assign a value to a variable in the base or the caller's workspace.",
    keywords=["workspace", "assign", "caller", "base"],
    related=["evalin", "eval"],
    signatures=["assignin(WORKSPACE, VAR, VAL)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput",
                      when="VAR is not a valid variable name")],
    examples=[Example(code="assignin('base', 'q', 7);\nq", output="q =\n\n     7\n\n")],
    effects=["workspace"],
)
def assignin(ws: Any, var: Any, val: Any, *, ctx: Any = None) -> None:
    ctx = vm(ctx, "assignin")
    where = _where(ws, "assignin")
    name = text(var, "assignin", "variable name")
    if not VARNAME_RE.match(name) or name in KEYWORDS:
        raise MException("MATLAB:invalidInput", f"assignin: invalid variable name '{name}'.")
    ctx.set_var(name, val, where=where)


@runtime_builtin(
    summary="Call the builtin NAME even when a user function shadows it.",
    keywords=["call", "shadow", "overload"],
    related=["feval"],
    signatures=["[Y1, ..., YN] = builtin(NAME, X1, ..., XM)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="NAME is not a builtin")],
    examples=[Example(code="s = builtin('plus', 2, 3)", output="s =\n\n     5\n\n")],
    output_mode="nargout",
)
def builtin(name: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    fname = text(name, "builtin", "name")
    return call_plain(fname, *args, nargout=nargout, ctx=ctx)


_ = class_of
