"""Why a fuzz case ran past its time bound: a timeout is explained only when MATLAB would also
take that long, else it is a bug (a slow builtin, a loop of ours that never ends).

Categories (the first that fits):
- ``display of N elements``: the case was printing an array of N >= LARGE_DISPLAY elements
  (the time bound stopped it inside ``runmat_builtins/display``);
- ``long for loop (N iterations)``: a ``for`` statement of the case iterates N >= LONG_FOR
  times (its range evaluated in the session the case ran in, so ``1:n`` counts too);
- ``recursion (N nested calls of F)``: the bound stopped the case N >= DEEP_RECURSION calls deep
  in its own recursive function F (``binstrs(32)`` building 2^32 cells, a naive ``fib(40)``): an
  exponential call tree, as long in MATLAB (an endless recursion is MATLAB:recursionLimit at 500,
  at once, not a timeout);
- ``long ODE integration (interval N)``: the bound stopped an ODE solver integrating over
  |tf - t0| = N >= LONG_ODE (``ode15s(f, [0 2^62], y0)``): MATLAB's solvers step at the
  solution's own time scale, and take as many steps;
- ``waiting in a loop``: a ``for``/``while`` loop around a call that waits with a timeout
  (``poll(q, 10)``, ``wait(f, 'finished', 10)``, ``fetchNext(F, 10)``, ``pause(n)``): MATLAB
  waits as long (the runner's wall-clock alarm ends such a case: it spends no CPU);
- ``non-terminating loop``: a ``while`` loop of a mutated conformance script (a mutation can
  remove the statement that ends it; generated programs bound their own loops to 3 passes);
- ``unexplained``: none of these, a finding to fix.

The worker calls ``timeout_context`` on the timed-out case (its traceback and its session)
and ``classify`` on what it found; the category goes into the timeout's signature, so a long
run counts every timeout by category (not only the examples it keeps)."""

from __future__ import annotations

import re
import signal
from types import TracebackType
from typing import Any

LARGE_DISPLAY = 100_000
LONG_FOR = 10_000_000
DEEP_RECURSION = 8
LONG_ODE = 1e6
UNEXPLAINED = "unexplained"
# a statement starts a line or follows a ';' or ',' (``k = 0; while k < 3, k = k + 1; end``)
_START = r"(?:^|[;,])[ \t]*"
_FOR = re.compile(_START + r"(?:par)?for[ \t(]+([A-Za-z]\w*)[ \t]*=[ \t]*([^\n%]+?)[ \t)]*(?:[,;][^\n]*)?$",
                  re.M)
_WHILE = re.compile(_START + r"while\b", re.M)
_COMMENT = re.compile(r"%[^\n]*")
_WAIT = re.compile(r"\b(?:(?:poll|wait|fetchNext)[ \t]*\([^()\n]*,|pause[ \t]*\([ \t]*[^)\s])")


def timeout_context(tb: TracebackType | None, session: Any = None, source: str = "") -> dict[str, Any]:
    """What the case was doing when the bound stopped it: the element count of an array being
    displayed (0 if none) and the most iterations of any of its ``for`` statements (0 if none
    could be counted)."""
    try:
        longest = _longest_for(session, source) if session else 0.0
    except BaseException:  # noqa: BLE001 - a late alarm of an evaluation: not counted
        longest = 0.0
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    name, depth = _recursion(tb)
    return {"display": _displayed_elements(tb), "for": longest, "recursion": depth, "recursive": name,
            "ode": _ode_interval(tb)}


def classify(family: str, source: str, context: dict[str, Any]) -> str:
    """The category of a timeout (module docstring), ``unexplained`` if none fits."""
    shown = int(context.get("display", 0))
    if shown >= LARGE_DISPLAY:
        return f"display of {shown} elements"
    count = float(context.get("for", 0))
    if count >= LONG_FOR:
        return f"long for loop ({count:.3g} iterations)"
    depth = int(context.get("recursion", 0))
    if depth >= DEEP_RECURSION:
        return f"recursion ({depth} nested calls of {context.get('recursive', '')})"
    span = float(context.get("ode", 0))
    if span >= LONG_ODE:
        return f"long ODE integration (interval {span:.3g})"
    code = _COMMENT.sub("", source)
    loops = [m.start() for m in (_FOR.search(code), _WHILE.search(code)) if m is not None]
    if loops and any(w.start() > min(loops) for w in _WAIT.finditer(code)):
        return "waiting in a loop"
    if family == "mutation" and _WHILE.search(code):
        return "non-terminating loop"
    return UNEXPLAINED


def _displayed_elements(tb: TracebackType | None) -> int:
    """Elements of the value the innermost display call was printing (0 outside display)."""
    shown = 0
    while tb is not None:
        code = tb.tb_frame.f_code
        if "/runmat_builtins/display/" in code.co_filename or code.co_name in ("display", "disp_text"):
            for name in ("value", "v", "x", "a"):
                size = getattr(tb.tb_frame.f_locals.get(name), "size", None)
                if isinstance(size, int) and size > shown:
                    shown = size
        tb = tb.tb_next
    return shown


def _recursion(tb: TracebackType | None) -> tuple[str, int]:
    """The function of the case most deeply nested in itself in the VM's call chain at the
    innermost frame of ``tb`` (its name and how many of its calls are open), ('', 0) if none."""
    frame = None
    while tb is not None:
        f = tb.tb_frame.f_locals.get("frame")
        if type(f).__name__ == "Frame" and hasattr(f, "caller"):
            frame = f
        tb = tb.tb_next
    counts: dict[str, int] = {}
    while frame is not None:
        if getattr(frame, "kind", "") == "function" and getattr(frame, "name", ""):
            counts[frame.name] = counts.get(frame.name, 0) + 1
        frame = frame.caller
    if not counts:
        return "", 0
    name = max(counts, key=counts.__getitem__)
    return name, counts[name]


def _ode_interval(tb: TracebackType | None) -> float:
    """|tf - t0| of the ODE solver call the bound stopped (0 outside one)."""
    span = 0.0
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename.endswith("/integration/ode.py") and code.co_name == "_solve":
            ts = tb.tb_frame.f_locals.get("ts")
            try:
                span = max(span, abs(float(ts[-1]) - float(ts[0])))
            except (TypeError, ValueError, IndexError):
                pass
        tb = tb.tb_next
    return span


def _longest_for(session: Any, source: str) -> float:
    """The most iterations of any ``for`` statement of ``source``: each range's count computed
    in ``session`` (its variables as the case left them) under a short time bound; a range that
    cannot be evaluated there counts 0."""
    best = 0.0
    for m in _FOR.finditer(_COMMENT.sub("", source)):
        best = max(best, _range_count(session, m.group(2).strip()))
    return best


def _range_count(session: Any, text: str) -> float:
    """Iterations of ``for v = text``: a colon range counted from its endpoints (never built),
    any other value by its columns."""
    parts = _top_level_colons(text)
    if len(parts) in (2, 3):
        ends = [_scalar(session, p) for p in parts]
        if any(e is None for e in ends):
            return 0.0
        lo, step, hi = (ends[0], 1.0, ends[1]) if len(ends) == 2 else ends
        if step == 0 or lo != lo or hi != hi or step != step:
            return 0.0
        n = (hi - lo) / step
        return float("inf") if n == float("inf") else max(0.0, n + 1)
    cols = _scalar(session, f"size({text}, 2)")
    return cols or 0.0


def _top_level_colons(text: str) -> list[str]:
    """``text`` split at the colons outside brackets, parentheses, braces and quotes."""
    parts, depth, start, quote = [], 0, 0, ""
    for i, c in enumerate(text):
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"" and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in ")]}.'")):
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ":" and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    return parts + [text[start:]]


def _scalar(session: Any, expr: str) -> float | None:
    """``double(expr)`` evaluated in the session as one number, None if it is not one or takes
    longer than a quarter second."""
    name = "fuzz_explain_value_"
    signal.setitimer(signal.ITIMER_PROF, 0.25)
    try:
        session.run(f"{name} = double({expr});")
        v = session.workspace.raw(name)
    except BaseException:  # noqa: BLE001 - any failure (an error, the bound) counts as unknown
        return None
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    try:
        return float(v) if getattr(v, "size", 1) == 1 else None
    except (TypeError, ValueError):
        return None
