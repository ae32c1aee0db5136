"""The debugging commands (dbstop, dbclear, dbstatus, dbcont, dbstep, dbquit, dbstack, dbup,
dbdown, keyboard): MATLAB's command syntax read here, the work done by the session's debugger
(``ctx.debugger``, runmat_vm/debugger.py), so every front end (REPL, notebook, DAP) shares it."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import text, vm
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row
from runmat_builtins.values.struct import StructArray

_SYNTAX = "MATLAB:dbstop:InvalidInput"
_NOT_STOPPED = ErrorSpec(identifier="MATLAB:debug:notInDebugMode", when="the program is not stopped at K>>")


def _debugger(ctx: Any, who: str) -> Any:
    return vm(ctx, who).debugger


def _words(args: tuple, who: str) -> list[str]:
    out: list[str] = []
    for a in args:
        out.extend(text(a, who).split())
    return out


def _line(word: str, who: str) -> int:
    try:
        n = int(word)
    except ValueError:
        raise MException(_SYNTAX, f"{who}: the line must be a positive integer, not '{word}'.") from None
    if n < 1:
        raise MException(_SYNTAX, f"{who}: the line must be a positive integer, not '{word}'.")
    return n


def _write(ctx: Any, s: str) -> None:
    if s:
        ctx.stdout.write(s)


@runtime_builtin(
    summary="Set a breakpoint: dbstop in FILE at LINE [if EXPR]; dbstop if error / caught error / warning.",
    description="dbstop in FILE stops at the first line of FILE; dbstop in FILE at LINE at that line "
                "(a blank or comment line moves to the next line of code), if EXPR only when EXPR "
                "is true in the function's workspace. dbstop if error stops where an error nobody "
                "catches happens, dbstop if caught error where a try/catch will take it (either "
                "limited to identifiers: dbstop if error ID), dbstop if warning at a line that "
                "warns. The function runs interpreted while "
                "it has a breakpoint. At K>> use dbstep, dbcont, dbquit, dbstack, whos.",
    keywords=["breakpoint", "debug", "debugger", "stop"],
    related=["dbclear", "dbstatus", "dbcont", "dbstep", "dbquit", "dbstack", "keyboard"],
    signatures=["dbstop in FILE", "dbstop in FILE at LINE", "dbstop in FILE at LINE if EXPR",
                "dbstop if error", "dbstop if caught error", "dbstop if error IDENTIFIER", "dbstop if warning"],
    errors=[ErrorSpec(identifier=_SYNTAX, when="the words do not form a dbstop command"),
            ErrorSpec(identifier="MATLAB:dbstop:fileNotFound", when="FILE is not found"),
            ErrorSpec(identifier="MATLAB:dbstop:lineOutOfRange", when="LINE is beyond the end of FILE")],
    examples=[Example(code="dbstop if error\ndbstatus\ndbclear all", output="Stop if error.\n")],
    effects=["io"],
)
def dbstop(*args: Any, ctx: Any = None) -> None:
    dbg = _debugger(ctx, "dbstop")
    w = _words(args, "dbstop")
    if w[:1] == ["if"]:
        rest = w[1:]
        if rest[:2] == ["caught", "error"]:
            dbg.set_stop_if("caught error", rest[2:])
        elif rest[:1] in (["error"], ["warning"]):
            dbg.set_stop_if(rest[0], rest[1:])
        else:
            raise MException(_SYNTAX, f"dbstop: unknown condition 'if {' '.join(rest)}' "
                                      f"(use 'if error', 'if caught error' or 'if warning').")
        return None
    spec = line = None
    cond = ""
    i = 0
    while i < len(w):
        if w[i] == "in" and i + 1 < len(w):
            spec, i = w[i + 1], i + 2
        elif w[i] == "at" and i + 1 < len(w):
            line, i = _line(w[i + 1], "dbstop"), i + 2
        elif w[i] == "if" and i + 1 < len(w):
            cond, i = " ".join(w[i + 1:]), len(w)
        elif spec is None and i == 0:  # dbstop FILE [LINE]
            spec, i = w[0], 1
        elif spec is not None and line is None:
            line, i = _line(w[i], "dbstop"), i + 1
        else:
            raise MException(_SYNTAX, f"dbstop: cannot read '{' '.join(w)}' (use dbstop in FILE at LINE).")
    if spec is None:
        raise MException(_SYNTAX, "dbstop: name the file: dbstop in FILE at LINE.")
    dbg.set_break(spec, line, cond)
    return None


@runtime_builtin(
    summary="Remove breakpoints: dbclear all, dbclear in FILE [at LINE], dbclear if error.",
    description="dbclear all removes every breakpoint and error condition; dbclear in FILE those of "
                "FILE (at LINE: that one); dbclear if error (or caught error) the condition.",
    keywords=["breakpoint", "debug", "clear"],
    related=["dbstop", "dbstatus"],
    signatures=["dbclear all", "dbclear in FILE", "dbclear in FILE at LINE", "dbclear FILE",
                "dbclear if error"],
    errors=[ErrorSpec(identifier=_SYNTAX, when="the words do not form a dbclear command")],
    examples=[Example(code="dbstop if error\ndbclear all\ndbstatus", output="")],
    effects=["io"],
)
def dbclear(*args: Any, ctx: Any = None) -> None:
    dbg = _debugger(ctx, "dbclear")
    w = _words(args, "dbclear")
    if not w or w == ["all"]:
        dbg.clear()
    elif w[0] == "if":
        dbg.clear(condition=" ".join(w[1:]))
    elif w[0] == "in" and len(w) >= 2:
        line = _line(w[3], "dbclear") if len(w) >= 4 and w[2] == "at" else None
        dbg.clear(w[1], line)
    elif len(w) <= 2:
        dbg.clear(w[0], _line(w[1], "dbclear") if len(w) == 2 else None)
    else:
        raise MException(_SYNTAX, f"dbclear: cannot read '{' '.join(w)}'.")
    return None


@runtime_builtin(
    summary="List the breakpoints and error conditions set.",
    description="One sentence per file (Breakpoint for F is on line N.) and one per condition "
                "(Stop if error.).",
    keywords=["breakpoint", "debug", "list"],
    related=["dbstop", "dbclear"],
    signatures=["dbstatus"],
    errors=[],
    examples=[Example(code="dbstop if caught error\ndbstatus\ndbclear all", output="Stop if caught error.\n")],
    effects=["io"],
)
def dbstatus(*args: Any, ctx: Any = None) -> None:
    _write(ctx, _debugger(ctx, "dbstatus").status_text())
    return None


_AT_PROMPT = dict(effects=["io"])  # the commands typed at K>>


def _not_stopped_example(command: str, show: str = "message") -> list[Example]:
    """Typed where nothing is stopped, a K>> command is an error (its example)."""
    out = ("MATLAB:debug:notInDebugMode" if show == "identifier"
           else "Debug commands only allowed when stopped in debug mode.")
    return [Example(code=f"try\n  {command}\ncatch e\n  disp(e.{show})\nend", output=out + "\n",
                    description="Outside the K>> prompt there is nothing to resume.")]


def _resume(ctx: Any, who: str, action: str) -> None:
    _debugger(ctx, who).command(action)


@runtime_builtin(
    summary="Continue running from a breakpoint (until the next one or the end).",
    description="At the K>> prompt: leave the prompt and go on running.",
    keywords=["continue", "debug", "resume"],
    related=["dbstep", "dbquit", "dbstop"],
    signatures=["dbcont"],
    errors=[_NOT_STOPPED],
    examples=_not_stopped_example("dbcont", "message"),
    **_AT_PROMPT,
)
def dbcont(*args: Any, ctx: Any = None) -> None:
    _resume(ctx, "dbcont", "cont")


@runtime_builtin(
    summary="Run the next line (dbstep), into the function it calls (dbstep in), or to the caller (dbstep out).",
    description="At the K>> prompt: dbstep runs the current line and stops at the next one of this "
                "function (or its caller after the last); dbstep in stops at the first line of a "
                "function the line calls; dbstep out stops back in the caller.",
    keywords=["step", "debug", "next", "step in", "step out"],
    related=["dbcont", "dbstop", "dbquit"],
    signatures=["dbstep", "dbstep in", "dbstep out"],
    errors=[_NOT_STOPPED, ErrorSpec(identifier=_SYNTAX, when="the option is not in or out")],
    examples=_not_stopped_example("dbstep", "identifier"),
    **_AT_PROMPT,
)
def dbstep(*args: Any, ctx: Any = None) -> None:
    w = _words(args, "dbstep")
    if w in ([], ["1"]):
        _resume(ctx, "dbstep", "next")
    elif w in (["in"], ["out"]):
        _resume(ctx, "dbstep", w[0])
    else:
        raise MException(_SYNTAX, f"dbstep: unknown option '{' '.join(w)}' (use dbstep, dbstep in or dbstep out).")


@runtime_builtin(
    summary="Stop debugging: leave the K>> prompt and end the running program.",
    description="The functions being run end (their workspaces are gone) and the prompt comes back.",
    keywords=["quit", "debug", "abort"],
    related=["dbcont", "dbstep"],
    signatures=["dbquit"],
    errors=[_NOT_STOPPED],
    examples=_not_stopped_example("dbquit", "message"),
    **_AT_PROMPT,
)
def dbquit(*args: Any, ctx: Any = None) -> None:
    _resume(ctx, "dbquit", "quit")


@runtime_builtin(
    summary="Show the functions the program is in, innermost first (> marks the selected workspace); "
            "ST = dbstack returns them as a struct array (file, name, line).",
    description="One line 'In NAME (line N)' per function or script file running (at the K>> prompt: "
                "of the stopped program, the one whose workspace dbup/dbdown selected marked with "
                "'>'); code typed at the prompt is not listed. ST = dbstack gives an m-by-1 struct "
                "array with fields file, name and line, and [ST, I] = dbstack the selected index.",
    keywords=["stack", "call stack", "debug", "backtrace"],
    related=["dbup", "dbdown", "dbstop"],
    signatures=["dbstack", "ST = dbstack", "[ST, I] = dbstack"],
    errors=[],
    examples=[Example(code="dbstack\nst = dbstack;\nfprintf('%d\\n', numel(st))", output="0\n")],
    effects=["io"],
)
def dbstack(*args: Any, nargout: int = 0, ctx: Any = None) -> Any:
    dbg = _debugger(ctx, "dbstack")
    if nargout == 0:
        _write(ctx, dbg.stack_text())
        return None
    import numpy as np


    stack, level = dbg.frames()
    rows = [{"file": char_row(loc.file), "name": char_row(loc.name), "line": float(loc.line)}
            for loc in stack if loc.name]
    elems = np.empty((len(rows), 1), dtype=object)
    for k, r in enumerate(rows):
        elems[k, 0] = r
    st = StructArray(["file", "name", "line"], elems)
    return st if nargout == 1 else (st, float(level + 1))


@runtime_builtin(
    summary="At K>>: move to the caller's workspace (variables, whos, evaluation).",
    description="Commands typed at K>> then see the caller's variables; dbdown comes back.",
    keywords=["stack", "workspace", "debug", "caller"],
    related=["dbdown", "dbstack"],
    signatures=["dbup"],
    errors=[_NOT_STOPPED, ErrorSpec(identifier="MATLAB:dbup:atTop", when="already in the outermost workspace")],
    examples=_not_stopped_example("dbup", "identifier"),
    **_AT_PROMPT,
)
def dbup(*args: Any, ctx: Any = None) -> None:
    _write(ctx, _debugger(ctx, "dbup").move(+1))


@runtime_builtin(
    summary="At K>>: move back to the called function's workspace.",
    description="The reverse of dbup.",
    keywords=["stack", "workspace", "debug"],
    related=["dbup", "dbstack"],
    signatures=["dbdown"],
    errors=[_NOT_STOPPED, ErrorSpec(identifier="MATLAB:dbdown:atBottom", when="already in the stopped function")],
    examples=_not_stopped_example("dbdown", "identifier"),
    **_AT_PROMPT,
)
def dbdown(*args: Any, ctx: Any = None) -> None:
    _write(ctx, _debugger(ctx, "dbdown").move(-1))


@runtime_builtin(
    summary="Stop here and give the K>> prompt in this workspace (dbcont goes on).",
    description="As a breakpoint at this line: commands typed at K>> run in the workspace that "
                "called keyboard; dbcont continues, dbquit ends the program. Under runmat run "
                "with piped standard input, the commands are read from it.",
    keywords=["debug", "prompt", "pause", "interactive"],
    related=["dbcont", "dbquit", "dbstop", "input"],
    signatures=["keyboard"],
    errors=[ErrorSpec(identifier="MATLAB:TooManyInputs", when="called with arguments")],
    examples=[Example(code="try\n  keyboard(1)\ncatch e\n  disp(e.identifier)\nend", output="MATLAB:TooManyInputs\n",
                      description="keyboard takes no arguments; reached in running code it gives the K>> prompt.")],
    effects=["io", "workspace"],
)
def keyboard(*, ctx: Any = None) -> None:
    v = vm(ctx, "keyboard")
    v.debugger.keyboard(v.frame)
    return None
