"""How an uncaught MATLAB error is shown to the user (CLI, REPL).

MATLAB's layout: ``Error using NAME`` and the message when the error came from
a builtin (or from ``error`` inside function NAME), ``Error: MESSAGE``
otherwise, then one ``Error in WHERE (line N)`` per stack frame, innermost
first, each followed by that line of the file.  WHERE is the file's name, or
``FILE>FUNCTION`` for a local function.
Code typed at the prompt or given to ``runmat eval`` has no file, so its
frames are not listed.  Syntax errors keep the parser's
``FILE:LINE:COL: message`` with the source line and a caret.
"""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.errors import MException
from runmat_vm.frontend import MatlabSyntaxError

_NO_FILE = ("", "<input>", "<eval>")


def error_text(err: MException, interactive: bool = False) -> str:
    """The text for an uncaught error; ``interactive`` (the REPL) drops the ``Error: `` prefix
    like MATLAB's command window does for errors raised at the prompt."""
    if isinstance(err, MatlabSyntaxError):
        return err.message + "\n"
    if err.builtin:
        head = f"Error using {err.builtin}\n{err.message}\n"
    elif interactive:
        head = f"{err.message}\n"
    else:
        head = f"Error: {err.message}\n"
    lines = [f"Error in {where} (line {line})\n{_source(path, line)}" for where, line, path in stack_lines(err)]
    if len(lines) > 2 * TRACE_ENDS:  # a deep recursion: its innermost and outermost calls
        hidden = len(lines) - 2 * TRACE_ENDS
        lines = lines[:TRACE_ENDS] + [f"... {hidden} more calls ...\n"] + lines[-TRACE_ENDS:]
    return head + "".join(lines)


TRACE_ENDS = 10  # an error's trace shows at most this many innermost and outermost frames


def _source(path: str, line: int) -> str:
    """Line ``line`` of the file, as MATLAB shows it under ``Error in``; empty when unreadable."""
    import linecache

    text = linecache.getline(path, line).strip()
    return f"{text}\n" if text else ""


def stack_lines(err: MException) -> list[tuple[str, int, str]]:
    """(WHERE, line, path) for each frame of ``err.stack`` that belongs to a file."""
    out = []
    for f in err.stack:
        if f.file in _NO_FILE or f.file.startswith("<"):
            continue
        stem = os.path.splitext(os.path.basename(f.file))[0]
        name = f.name or stem
        where = name if name == stem else f"{stem}>{name}"
        out.append((where, f.line, f.file))
    return out


# ---------------------------------------------------------------------- telemetry (--telemetry)
def telemetry_tables(snap: Any, top: int = 10) -> list[Any]:
    """Rich tables for ``runmat run --telemetry``: totals (calls, device calls per provider,
    transfers), fallbacks by reason, errors by identifier, top builtins by calls and by time."""
    from rich.table import Table

    totals = Table("metric", "value", title="telemetry")
    totals.add_row("builtin calls", str(snap.calls))
    device = snap.device_calls
    totals.add_row("device calls", str(sum(device.values())) +
                   (f" ({', '.join(f'{p}: {n}' for p, n in sorted(device.items()))})" if device else ""))
    totals.add_row("fallbacks", str(sum(snap.fallbacks.values())))
    totals.add_row("errors", str(sum(snap.errors.values())))
    totals.add_row("uploads", f"{snap.uploads} ({snap.upload_bytes} bytes)")
    totals.add_row("downloads", f"{snap.downloads} ({snap.download_bytes} bytes)")
    totals.add_row("warnings shown", str(sum(snap.warnings.values())))
    tables = [totals]
    if snap.fallbacks:
        by_reason: dict[str, int] = {}
        for key, n in snap.fallbacks.items():
            reason = key.split("|", 2)[-1]
            by_reason[reason] = by_reason.get(reason, 0) + n
        fb = Table("reason", "count", "builtin|provider", title="fallbacks by reason")
        for reason, n in sorted(by_reason.items(), key=lambda kv: -kv[1]):
            who = sorted(k.rsplit("|", 1)[0] for k in snap.fallbacks if k.split("|", 2)[-1] == reason)
            fb.add_row(reason, str(n), ", ".join(who))
        tables.append(fb)
    if snap.errors:
        et = Table("identifier", "count", title="errors")
        for ident, n in sorted(snap.errors.items(), key=lambda kv: -kv[1]):
            et.add_row(ident, str(n))
        tables.append(et)
    stats = snap.builtins
    if stats:
        for title, key in (("top builtins by calls", lambda kv: (-kv[1].calls, kv[0])),
                           ("top builtins by time", lambda kv: (-kv[1].time_ns, kv[0]))):
            t = Table("builtin", "calls", "device", "fallbacks", "time (ms)", title=title)
            for name, s in sorted(stats.items(), key=key)[:top]:
                t.add_row(name, str(s.calls), str(s.device_calls), str(s.fallbacks), f"{s.time_ns / 1e6:.3f}")
            tables.append(t)
    return tables


# ---------------------------------------------------------------------- MException display
def mexception_text(err: MException, name: str | None = None) -> str:
    """MATLAB's display of an MException value (``e`` unsuppressed; without a name, as ``disp``)."""
    return err.__matlab_display_text__(name)
