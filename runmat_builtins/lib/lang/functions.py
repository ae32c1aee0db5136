"""nargin, nargout, narginchk, nargoutchk, func2str, str2func: functions as values."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, scalar_value
from runmat_builtins.lib.lang._util import text, vm
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, class_of



def _count(v: Any, who: str, what: str) -> float:
    if type(v) is float:
        return v
    if isinstance(v, np.ndarray) and v.size == 1 and v.dtype.kind in "iuf":
        return float(v.flat[0])
    raise MException("MATLAB:invalidInput", f"{who}: {what} must be a numeric scalar.")


def _arity(fn: Any, ctx: Any, which: int, who: str) -> float:
    ctx = vm(ctx, who)
    target = fn if isinstance(fn, FunctionHandle) else text(fn, who, "function name")
    nin, nout = ctx.function_arity(target)
    return float(nin if which == 0 else nout)


@runtime_builtin(
    summary="Number of inputs the running function received, or the number a function declares.",
    description="Inside a function the VM answers nargin directly; nargin(FUN) gives the declared "
                "count (negative when the last input is varargin).",
    keywords=["arguments", "inputs", "count"],
    related=["nargout", "narginchk", "varargin"],
    signatures=["N = nargin()", "N = nargin(FUN)"],
    errors=[ErrorSpec(identifier="MATLAB:nargin:isScript", when="called without arguments outside a function")],
    examples=[Example(code="n = nargin(@(a, b) a + b)", output="n =\n\n     2\n\n")],
)
def nargin(fun: Any = None, *, ctx: Any = None) -> float:
    return _io_count(fun, ctx, 0, "nargin")


@runtime_builtin(
    summary="The caller's variable name of an input of the running function ('' for an expression).",
    description="inputname(k) names the workspace variable passed as the k-th input of the function "
                "that calls inputname. A number, an expression or an indexed value has no name (''); "
                "after an input with cell or dot indexing (a comma-separated list) no input has one.",
    keywords=["argument", "variable name", "caller", "input"],
    related=["nargin", "evalin"],
    signatures=["S = inputname(ARGNUMBER)"],
    errors=[ErrorSpec(identifier="MATLAB:inputname:argNumberTooLarge",
                      when="ARGNUMBER is more than the inputs the function received"),
            ErrorSpec(identifier="MATLAB:inputname:calledFromTopLevel",
                      when="called outside a function (at the prompt or in a script)")],
    examples=[Example(code="try\n  inputname(1)\ncatch err\n  disp(err.identifier)\nend",
                      output="MATLAB:inputname:calledFromTopLevel\n")],
)
def inputname(arg_number: Any, throw_error: Any = None, *, ctx: Any = None) -> Any:
    k = scalar_value(arg_number)
    if not (is_int_value(k) and k >= 1):
        raise MException("MATLAB:inputname:argNumberNotValid",
                         "Argument number must be a positive integer scalar.")
    name = ctx.input_name(int(k)) if ctx is not None and hasattr(ctx, "input_name") else None
    if name is None:
        raise MException("MATLAB:inputname:calledFromTopLevel",
                         "inputname cannot be called from the command line or a script.")
    return char_row(name)


@runtime_builtin(
    summary="Number of outputs the caller requested, or the number a function declares.",
    keywords=["arguments", "outputs", "count"],
    related=["nargin", "nargoutchk", "varargout"],
    signatures=["N = nargout()", "N = nargout(FUN)"],
    errors=[ErrorSpec(identifier="MATLAB:nargout:isScript", when="called without arguments outside a function")],
    examples=[Example(code="n = nargout(@(x) x)", output="n =\n\n     1\n\n")],
)
def nargout(fun: Any = None, *, ctx: Any = None) -> float:
    return _io_count(fun, ctx, 1, "nargout")


def _io_count(fun: Any, ctx: Any, which: int, name: str) -> float:
    """The running function's input (0) or output (1) count, or the count FUN declares."""
    if fun is None:
        ctx = vm(ctx, name)
        counts = ctx.frame_nargs()
        if counts is None:
            raise MException(f"MATLAB:{name}:isScript", "You can only call nargin/nargout from within a MATLAB function.")
        return float(counts[which])
    return _arity(fun, ctx, which, name)


@runtime_builtin(
    summary="Throw unless the running function received between MINARGS and MAXARGS inputs.",
    keywords=["arguments", "validate", "inputs"],
    related=["nargin", "nargoutchk"],
    signatures=["narginchk(MINARGS, MAXARGS)"],
    errors=[ErrorSpec(identifier="MATLAB:narginchk:notEnoughInputs", when="fewer inputs than MINARGS"),
            ErrorSpec(identifier="MATLAB:narginchk:tooManyInputs", when="more inputs than MAXARGS")],
    examples=[Example(code="n = f(1, 2)\ntry\n  f()\ncatch e\n  disp(e.identifier)\nend\n\n"
                           "function r = f(varargin)\n  narginchk(1, 2);\n  r = numel(varargin);\nend", output="n =\n\n"
                                                                                                               "     2\n\n"
                                                                                                               "MATLAB:narginchk:notEnoughInputs\n")],
)
def narginchk(minargs: Any, maxargs: Any, *, ctx: Any = None) -> None:
    _count_check("narginchk", minargs, maxargs, ctx, 0, "Inputs", "input")


def _count_check(name: str, minargs: Any, maxargs: Any, ctx: Any, which: int, what: str, word: str) -> None:
    """narginchk/nargoutchk: the caller's count of inputs (``which`` 0) or outputs (1) within
    [MINARGS, MAXARGS], else MATLAB's error."""
    lo = _count(minargs, name, "MINARGS")
    hi = _count(maxargs, name, "MAXARGS")
    counts = vm(ctx, name).frame_nargs()
    if counts is None:
        raise MException(f"MATLAB:{('nargin', 'nargout')[which]}:isScript",
                         "You can only call nargin/nargout from within a MATLAB function.")
    n = counts[which]
    if n < lo:
        raise MException(f"MATLAB:{name}:notEnough{what}", f"Not enough {word} arguments.")
    if n > hi:
        raise MException(f"MATLAB:{name}:tooMany{what}", f"Too many {word} arguments.")


@runtime_builtin(
    summary="Throw unless the caller requested between MINARGS and MAXARGS outputs.",
    keywords=["arguments", "validate", "outputs"],
    related=["nargout", "narginchk"],
    signatures=["nargoutchk(MINARGS, MAXARGS)"],
    errors=[ErrorSpec(identifier="MATLAB:nargoutchk:notEnoughOutputs", when="fewer outputs than MINARGS"),
            ErrorSpec(identifier="MATLAB:nargoutchk:tooManyOutputs", when="more outputs than MAXARGS")],
    examples=[Example(code="[a, b] = g()\ntry\n  a = g()\ncatch e\n  disp(e.identifier)\nend\n\n"
                           "function [a, b] = g()\n  nargoutchk(2, 2);\n  a = 1;\n  b = 2;\nend", output="a =\n\n"
                                                                                                         "     1\n\n"
                                                                                                         "b =\n\n"
                                                                                                         "     2\n\n"
                                                                                                         "MATLAB:nargoutchk:notEnoughOutputs\n")],
)
def nargoutchk(minargs: Any, maxargs: Any, *, ctx: Any = None) -> None:
    _count_check("nargoutchk", minargs, maxargs, ctx, 1, "Outputs", "output")


@runtime_builtin(
    summary="The text of a function handle: the name for @name, the source text for anonymous functions.",
    keywords=["function handle", "text", "string"],
    related=["str2func", "feval"],
    signatures=["STR = func2str(FH)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="FH is not a function handle")],
    examples=[Example(code="s = func2str(@sin)\nt = func2str(@(x) x + 1)", output="s =\n\n"
                                                                                  "    'sin'\n\n"
                                                                                  "t =\n\n"
                                                                                  "    '@(x) x + 1'\n\n")],
)
def func2str(fh: Any) -> np.ndarray:
    if not isinstance(fh, FunctionHandle):
        raise MException("MATLAB:invalidInput", f"func2str: the argument must be a function handle, not {class_of(fh)}.")
    return char_row(str(fh))


@runtime_builtin(
    summary="A function handle from a function name or from anonymous-function text.",
    keywords=["function handle", "text", "anonymous"],
    related=["func2str", "feval"],
    signatures=["FH = str2func(STR)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="STR is not text")],
    examples=[Example(code="f = str2func('@(x) x * 2');\ny = f(21)\ng = str2func('max');\nz = g([3 9 4])",
                      output="y =\n\n    42\n\nz =\n\n     9\n\n")],
)
def str2func(s: Any, *, ctx: Any = None) -> FunctionHandle:
    t = text(s, "str2func", "argument").strip()
    if t.startswith("@"):
        return vm(ctx, "str2func").make_function_handle(t)
    return FunctionHandle(t)


@runtime_builtin(
    summary="Information about a function handle, as a struct (for debugging, not for program logic).",
    description="Fields: function (the text func2str gives), type ('simple' for @name, "
                "'anonymous'), file ('' for builtins and anonymous functions, otherwise the "
                "defining file). An anonymous handle adds workspace (a 1x1 cell holding a struct "
                "of the captured variables) and within_file_path.",
    keywords=["function handle", "information", "anonymous", "workspace"],
    related=["func2str", "str2func"],
    signatures=["S = functions(FH)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="FH is not a function handle")],
    examples=[Example(code="s = functions(@(x) x + 1);\ndisp(s.function)\ndisp(s.type)",
                      output="@(x) x + 1\nanonymous\n")],
)
def functions(fh: Any) -> Any:

    if not isinstance(fh, FunctionHandle):
        raise MException("MATLAB:invalidInput",
                         f"functions: the argument must be a function handle, not {class_of(fh)}.")
    if fh.is_anonymous:
        ws = StructArray.scalar(dict(fh.captures))
        return StructArray.scalar({"function": char_row(str(fh)), "type": char_row("anonymous"),
                                   "file": char_row(""), "workspace": cell_array([ws]),
                                   "within_file_path": char_row("")})
    target = fh.target[0] if type(fh.target) is tuple else fh.target
    file = getattr(target, "filename", None) or ""
    return StructArray.scalar({"function": char_row(str(fh)), "type": char_row("simple"),
                               "file": char_row(file if isinstance(file, str) else "")})
