"""error, warning, rethrow, throw, MException, getReport, lasterr, lastwarn."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import is_text, split_id_message, text
from runmat_builtins.numeric import require_class
from runmat_builtins.report import report_text
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row, class_of, to_str


def _raise(err: MException) -> None:
    err.builtin = ""  # reported as coming from the calling function, not from 'error'
    raise err


def _raise_afresh(me: MException) -> None:
    """throw/throwAsCaller: raise ``me`` with its stack emptied, so that it is recorded anew
    from where it is thrown (rethrow keeps the stack)."""
    me.stack.clear()
    if hasattr(me, "_vm_seen"):
        me._vm_seen.clear()
    _raise(me)


def _from_struct(s: StructArray) -> MException | None:
    if s.elems.size == 0:
        return None
    d = s.elems.flat[0]
    msg = to_str(d["message"]) if "message" in d and is_text(d["message"]) else ""
    ident = to_str(d["identifier"]) if "identifier" in d and is_text(d["identifier"]) else ""
    if not msg:
        return None
    return MException(ident, msg)


@runtime_builtin(
    summary="Throw an error with an optional identifier and a formatted message.",
    description="error(msg) uses msg literally; error(msg, A1, ...) formats like sprintf; "
                "error(errID, msg, A1, ...) also sets the identifier; error(s) takes a struct with "
                "message and identifier fields. An empty message throws nothing.",
    keywords=["exception", "throw", "raise", "MException"],
    related=["warning", "MException", "rethrow", "try"],
    signatures=["error(MSG)", "error(MSG, A1, ..., AN)", "error(ERRID, MSG, A1, ..., AN)", "error(S)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="the message is not text or a struct")],
    examples=[Example(code="try\n  error('demo:bad', 'value %d is too big', 7);\ncatch e\n  id = e.identifier\n  msg = e.message\nend",
                      output="id =\n\n    'demo:bad'\n\nmsg =\n\n    'value 7 is too big'\n\n")],
)
def error(*args: Any) -> None:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    first = args[0]
    if isinstance(first, StructArray):
        err = _from_struct(first)
        if err is not None:
            _raise(err)
        return None
    if isinstance(first, MException):
        _raise(first)
    ident, msg = split_id_message(args, "error")
    if len(args) == 1 and not msg:
        return None
    _raise(MException(ident, msg))
    return None


@runtime_builtin(
    name="MException",
    summary="Create an MException object (identifier, formatted message) without throwing it.",
    keywords=["exception", "error object"],
    related=["error", "throw", "rethrow"],
    signatures=["ME = MException(ERRID, MSG)", "ME = MException(ERRID, MSG, A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput",
                      when="ERRID is not text")],
    examples=[Example(code="ME = MException('a:b', 'code %d', 42);\nm = ME.message\ni = ME.identifier",
                      output="m =\n\n    'code 42'\n\ni =\n\n    'a:b'\n\n")],
)
def MException_(errid: Any, msg: Any, *args: Any) -> MException:
    ident = text(errid, "MException", "identifier")
    fmt = text(msg, "MException", "message")
    return MException(ident, split_id_message((char_row(ident), char_row(fmt), *args), "MException")[1]
                      if args else fmt)


MException_.__name__ = "MException"


@runtime_builtin(
    summary="Throw an MException object (its stack restarts where throw is called).",
    keywords=["exception", "raise"],
    related=["rethrow", "error", "MException"],
    signatures=["throw(ME)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="ME is not an MException")],
    examples=[Example(code="try\n  throw(MException('x:y', 'thrown'));\ncatch e\n  m = e.message\nend",
                      output="m =\n\n    'thrown'\n\n")],
)
def throw(me: Any) -> None:
    if not isinstance(me, MException):
        raise MException("MATLAB:invalidInput", f"throw: expected an MException, not {class_of(me)}.")
    _raise_afresh(me)


@runtime_builtin(
    summary="Rethrow a caught MException (or an error struct) keeping its identifier, message and stack.",
    keywords=["exception", "catch", "raise"],
    related=["throw", "error", "lasterr"],
    signatures=["rethrow(ME)", "rethrow(S)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="the argument is neither an MException nor a struct")],
    examples=[Example(code="try\n  try\n    error('in:ner', 'inner');\n  catch e\n    rethrow(e);\n  end\ncatch e2\n  i = e2.identifier\nend",
                      output="i =\n\n    'in:ner'\n\n")],
)
def rethrow(me: Any) -> None:
    if isinstance(me, MException):
        raise me
    if isinstance(me, StructArray):
        err = _from_struct(me)
        if err is not None:
            _raise(err)
        return None
    raise MException("MATLAB:invalidInput", f"rethrow: expected an MException or a struct, not {class_of(me)}.")



@runtime_builtin(
    summary="The text MATLAB prints for an MException: 'Error using NAME', the message, the calling frames and the causes.",
    description="TYPE 'extended' (default) adds 'Error in NAME (line N)' for each calling frame; "
                "'basic' gives the header and message only. Causes added with addCause follow "
                "under 'Caused by:', indented. The 'hyperlinks' option is accepted and ignored "
                "(no hyperlinks are made).",
    keywords=["exception", "message", "report"],
    related=["MException", "error", "addCause"],
    signatures=["R = getReport(ME)", "R = getReport(ME, TYPE)", "R = getReport(ME, TYPE, 'hyperlinks', HLINK)"],
    errors=[ErrorSpec(identifier="MATLAB:getReport:InvalidType", when="TYPE is not 'basic' or 'extended'")],
    examples=[Example(code="try\n  error('boom');\ncatch e\n  r = getReport(e)\nend", output="r =\n\n"
                                                                                             "    'boom'\n\n"),
              Example(code="me = addCause(MException('a:b', 'Top.'), MException('c:d', 'Why.'));\n"
                           "fprintf('%s\\n', getReport(me))",
                      output="Top.\n\nCaused by:\n    Why.\n")],
)
def getReport(me: Any, kind: Any = None, *opts: Any) -> np.ndarray:
    me = require_class(me, MException, "getReport")
    extended = True
    if kind is not None:
        k = text(kind, "getReport", "type").lower()
        if k not in ("basic", "extended"):
            raise MException("MATLAB:getReport:InvalidType", "Report type must be 'basic' or 'extended'.")
        extended = k == "extended"
    return char_row(report_text(me, extended))


@runtime_builtin(
    summary="An MException with another MException appended to its cause list.",
    keywords=["exception", "cause", "chain"],
    related=["MException", "getReport", "throw"],
    signatures=["BASEEXCEPTION = addCause(BASEEXCEPTION, CAUSEEXCEPTION)"],
    errors=[ErrorSpec(identifier="MATLAB:MException:InvalidCause", when="the cause is not an MException")],
    examples=[Example(code="me = addCause(MException('a:b', 'Top.'), MException('c:d', 'Why.'));\n"
                           "n = numel(me.cause)\nm = me.cause{1}.message",
                      output="n =\n\n     1\n\nm =\n\n    'Why.'\n\n")],
)
def addCause(me: Any, cause: Any) -> MException:
    me = require_class(me, MException, "addCause")
    if not isinstance(cause, MException):
        raise MException("MATLAB:MException:InvalidCause", "The cause must be an MException object.")
    import copy

    out = copy.copy(me)
    out.stack = list(me.stack)
    out.cause = [*me.cause, cause]
    return out


@runtime_builtin(
    summary="Throw an MException as if from the caller (the current frame left out of the stack).",
    keywords=["exception", "raise", "caller"],
    related=["throw", "rethrow", "MException"],
    signatures=["throwAsCaller(ME)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="ME is not an MException")],
    examples=[Example(code="try\n  throwAsCaller(MException('x:y', 'as caller'));\ncatch e\n  i = e.identifier\nend",
                      output="i =\n\n    'x:y'\n\n")],
)
def throwAsCaller(me: Any) -> None:
    me = require_class(me, MException, "throwAsCaller")
    _raise_afresh(me)


@runtime_builtin(
    summary="The message (and identifier) of the most recent error.",
    keywords=["error", "last"],
    related=["lastwarn", "error", "MException"],
    signatures=["MSG = lasterr()", "[MSG, ID] = lasterr()"],
    examples=[Example(code="try\n  error('p:q', 'oops');\nend\nm = lasterr()", output="m =\n\n    'oops'\n\n")],
    effects=["workspace"],
)
def lasterr(*, nargout: int, ctx: Any = None) -> Any:
    err = ctx.last_error() if ctx is not None and hasattr(ctx, "last_error") else None
    msg = char_row(err.message if err is not None else "")
    ident = char_row(err.identifier if err is not None else "")
    return (msg, ident) if nargout > 1 else msg


# ---------------------------------------------------------------------- warnings
# MATLAB's model: an 'all' state plus per-identifier states; setting 'all' resets every
# identifier.  A VM context keeps it (warning_enabled/set_warning); the plain host context
# only has its set of identifiers that are off.
def _enabled(ctx: Any, ident: str) -> bool:
    if hasattr(ctx, "warning_enabled"):
        return ctx.warning_enabled(ident)
    offs = ctx.warnings_off
    return not (ident in offs or "all" in offs)


def _set_state(ctx: Any, ident: str, on: bool) -> None:
    if hasattr(ctx, "set_warning"):
        ctx.set_warning(ident, on)
        return
    offs = ctx.warnings_off
    if ident == "all":
        offs.clear()
    if on:
        offs.discard(ident)
    else:
        offs.add(ident)


def _all_states(ctx: Any) -> list[tuple[str, bool]]:
    states = [("all", _enabled(ctx, "all"))]
    ids = getattr(ctx, "warning_ids", None)
    if ids is None:
        ids = {i: False for i in ctx.warnings_off if i != "all"}
    return states + sorted(ids.items())


def _state_struct(states: list[tuple[str, bool]]) -> StructArray:
    elems = np.empty((len(states), 1), dtype=object)
    for k, (ident, on) in enumerate(states):
        elems[k, 0] = {"identifier": char_row(ident), "state": char_row("on" if on else "off")}
    return StructArray(["identifier", "state"], elems)


def _restore(ctx: Any, s: StructArray) -> None:
    """``warning(s)``: apply each (identifier, state) of a state struct array in order."""
    for d in s.elems.flatten(order="F"):
        if "identifier" not in d or "state" not in d:
            raise MException("MATLAB:warning:invalidStateStruct",
                             "Warning state structure must have 'identifier' and 'state' fields.")
        word = text(d["state"], "warning", "state").lower()
        if word not in ("on", "off"):
            continue
        _set_state(ctx, text(d["identifier"], "warning", "identifier"), word == "on")


_OPTIONS = ("backtrace", "verbose", "debug", "once", "always")


@runtime_builtin(
    summary="Show a warning, or turn warnings on/off by identifier ('all' for every one) and query or restore the state.",
    description="warning(msg), warning(msg, A1, ...) and warning(id, msg, A1, ...) print "
                "'Warning: message' to stderr unless the identifier is off. warning('off', id) and "
                "warning('on', id) set one identifier; 'all' sets every warning and resets the "
                "per-identifier states, so warning('off','all') then warning('on', id) shows only id. "
                "s = warning('off', id) returns the previous state as a struct (identifier, state), "
                "warning('query', id) reports it, s = warning() returns every state and warning(s) "
                "restores a saved state.",
    keywords=["warning", "message", "suppress", "lastwarn", "state"],
    related=["error", "lastwarn"],
    signatures=["warning(MSG)", "warning(MSG, A1, ..., AN)", "warning(WARNID, MSG, A1, ..., AN)",
                "warning(STATE, WARNID)", "S = warning(STATE, WARNID)", "warning(STATE)", "S = warning()",
                "warning(S)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="the message is not text"),
            ErrorSpec(identifier="MATLAB:warning:invalidStateStruct",
                      when="a state struct lacks the identifier or state field")],
    examples=[Example(code="warning('off', 'my:warn');\nwarning('my:warn', 'hidden');\n[m, id] = lastwarn()",
                      output="m =\n\n    'hidden'\n\nid =\n\n    'my:warn'\n\n"),
              Example(code="s = warning('off', 'a:b');\nold = s.state\nq = warning('query', 'a:b');\nnow = q.state\n"
                           "warning(s);\nq = warning('query', 'a:b');\nback = q.state",
                      output="old =\n\n    'on'\n\nnow =\n\n    'off'\n\nback =\n\n    'on'\n\n")],
    output_mode="nargout",
    effects=["io"],
)
def warning(*args: Any, nargout: int, ctx: Any = None) -> Any:
    if ctx is None:
        from runmat_builtins.context import HostContext

        ctx = HostContext()
    if not args:
        if nargout:
            return _state_struct(_all_states(ctx))
        ctx.stdout.write(f"All warnings have the state '{'on' if _enabled(ctx, 'all') else 'off'}'.\n")
        return None
    if isinstance(args[0], StructArray):
        before = _state_struct(_all_states(ctx))
        _restore(ctx, args[0])
        return before if nargout else None
    first = text(args[0], "warning")
    low = first.lower()
    if low in ("on", "off", "query") and (len(args) == 1 or (len(args) <= 3 and is_text(args[1]))):
        ident = to_str(args[1]) if len(args) >= 2 else "all"
        if ident.lower() in _OPTIONS:
            return _state_struct([(ident.lower(), True)]) if nargout else None
        if ident.lower() == "all":
            ident = "all"
        was_on = _enabled(ctx, ident)
        if low == "query":
            if nargout == 0:
                ctx.stdout.write(f"The state of warning '{ident}' is '{'on' if was_on else 'off'}'.\n"
                                 if ident != "all" else
                                 f"All warnings have the state '{'on' if was_on else 'off'}'.\n")
                return None
        else:
            _set_state(ctx, ident, low == "on")
        return _state_struct([(ident, was_on)]) if nargout else None
    ident, msg = split_id_message(args, "warning")
    if len(args) == 1 and not msg:
        return None
    ctx.warn(ident, msg)
    return None


@runtime_builtin(
    summary="The message and identifier of the most recent warning (shown or not); lastwarn(msg, id) sets them.",
    keywords=["warning", "last"],
    related=["warning", "lasterr"],
    signatures=["MSG = lastwarn()", "[MSG, ID] = lastwarn()", "lastwarn(MSG)", "lastwarn(MSG, ID)"],
    examples=[Example(code="lastwarn('');\nwarning('off', 'all');\nwarning('a:b', 'careful');\nm = lastwarn()",
                      output="m =\n\n    'careful'\n\n")],
    output_mode="nargout",
    effects=["workspace"],
)
def lastwarn(*args: Any, nargout: int, ctx: Any = None) -> Any:
    if ctx is None:
        return (char_row(""), char_row("")) if nargout > 1 else char_row("")
    msg, ident = getattr(ctx, "last_warning", ("", ""))
    if args:
        new_msg = text(args[0], "lastwarn")
        new_id = text(args[1], "lastwarn") if len(args) > 1 else ""
        ctx.last_warning = (new_msg, new_id)
    if nargout > 1:
        return char_row(msg), char_row(ident)
    if nargout == 1 or not args:
        return char_row(msg)
    return None
