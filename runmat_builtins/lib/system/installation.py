"""isdeployed, usejava, license, matlabroot, maxNumCompThreads: what code asks about the
installation it runs in (RunMat: not deployed, no Java, the MATLAB feature licensed)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row
from runmat_builtins.lib.strings.core._text import option_text, scalar_text

_JAVA_FEATURES = ("awt", "desktop", "jvm", "swing")


@runtime_builtin(
    summary="False: code runs in RunMat itself, not as a MATLAB Compiler application.",
    keywords=["deployed", "compiler", "standalone"],
    related=["ismcc", "usejava", "version"],
    signatures=["TF = isdeployed"],
    examples=[Example(code="tf = isdeployed", output="tf =\n\n  logical\n\n   0\n\n")],
)
def isdeployed() -> bool:
    return False


@runtime_builtin(
    summary="Whether a Java feature is available: false for 'awt', 'desktop', 'jvm', 'swing' (RunMat has no Java).",
    keywords=["java", "jvm", "desktop", "gui"],
    related=["isdeployed", "version"],
    signatures=["TF = usejava(FEATURE)"],
    errors=[ErrorSpec(identifier="MATLAB:usejava:invalidArgument", when="FEATURE is not a known feature")],
    examples=[Example(code="tf = usejava('desktop')", output="tf =\n\n  logical\n\n   0\n\n")],
)
def usejava(feature: Any) -> bool:
    if option_text(feature) not in _JAVA_FEATURES:
        raise MException("MATLAB:usejava:invalidArgument",
                         "Input must be one of 'awt', 'desktop', 'jvm', or 'swing'.")
    return False


@runtime_builtin(
    summary="License queries: license('test', FEATURE) is true for MATLAB; license gives the license number.",
    description="RunMat is free software: the MATLAB feature is always available, add-on products "
                "are not (license('test', 'Signal_Toolbox') is false), so code that checks for a "
                "toolbox takes its fallback path. license('inuse') lists 'matlab'.",
    keywords=["license", "toolbox", "feature"],
    related=["ver", "verLessThan", "isdeployed"],
    signatures=["N = license", "TF = license('test', FEATURE)", "license('inuse')",
                "[STATUS, ERRMSG] = license('checkout', FEATURE)"],
    errors=[ErrorSpec(identifier="MATLAB:license:InvalidCommand", when="the command is not test, inuse or checkout")],
    examples=[Example(code="tf = license('test', 'MATLAB')", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = license('test', 'Statistics_Toolbox')", output="tf =\n\n"
                                                                                "  logical\n\n"
                                                                                "   0\n\n")],
)
def license(command: Any = None, feature: Any = None, *rest: Any, nargout: int, ctx: Any = None) -> Any:
    if command is None:
        return char_row("unknown")
    cmd = option_text(command)
    if cmd in ("test", "checkout"):
        name = (scalar_text(feature, "license", "Feature") or "").lower() if feature is not None else ""
        ok = name == "matlab"
        if cmd == "checkout" and nargout >= 2:
            return float(ok), char_row("" if ok else f"License checkout failed for {name}.")
        return ok if cmd == "test" else float(ok)
    if cmd == "inuse":
        if nargout >= 1:

            return StructArray.scalar({"feature": char_row("matlab"), "user": char_row(os.environ.get("USER", ""))})
        if ctx is not None:
            ctx.stdout.write("matlab\n")
        return None
    raise MException("MATLAB:license:InvalidCommand", "Command must be 'test', 'inuse' or 'checkout'.")


@runtime_builtin(
    summary="The folder RunMat is installed in (MATLAB's installation folder).",
    keywords=["installation", "root", "folder"],
    related=["fullfile", "userpath", "tempdir"],
    signatures=["R = matlabroot"],
    examples=[Example(code="r = matlabroot;\ndisp(isfolder(r))", output="   1\n")],
)
def matlabroot() -> Any:
    return char_row(str(Path(__file__).resolve().parents[3]))


@runtime_builtin(
    summary="The number of computational threads (the machine's cores); setting it returns the old value.",
    keywords=["threads", "cores", "parallel"],
    related=["feature", "parpool"],
    signatures=["N = maxNumCompThreads", "LASTN = maxNumCompThreads(N)", "LASTN = maxNumCompThreads('automatic')"],
    examples=[Example(code="n = maxNumCompThreads;\ndisp(n >= 1)", output="   1\n")],
    effects=["io"],
)
def maxNumCompThreads(n: Any = None, *, ctx: Any = None) -> float:
    state = ctx.state if ctx is not None else {}
    cores = float(os.cpu_count() or 1)
    current = float(state.get("maxNumCompThreads", cores))
    if n is not None:
        if option_text(n) == "automatic":
            state["maxNumCompThreads"] = cores
        else:
            import numpy as np

            ok = type(n) in (float, bool) or (type(n) is np.ndarray and n.dtype.kind in "fiub")
            v = np.asarray(n, dtype=np.float64).reshape(-1) if ok else np.array([np.nan])
            if v.size != 1 or not (1 <= v[0] < np.inf) or v[0] != int(v[0]):
                raise MException("MATLAB:maxNumCompThreads:InvalidInput",
                                 "The number of threads must be a positive integer or 'automatic'.")
            state["maxNumCompThreads"] = float(v[0])
    return current
