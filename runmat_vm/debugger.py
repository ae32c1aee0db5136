"""The debugger: breakpoints, stepping and the stopped frame's workspace, for every front end.

Code runs with no cost for debugging until a breakpoint or a step needs it: then the code of the
functions involved is replaced by a *debug copy* (:func:`instrument`), the same instructions
with a ``DEBUG_LINE`` before each statement, which the compiled tier never compiles (the copy
is interpreted; every other function keeps its tier).  The session's resolver hands the copy
to calls, and ``Session.run_code`` to scripts.  ``DEBUG_LINE`` asks :meth:`Debugger.at_line`
whether to stop; stopping runs the front end's command loop (``K>>``) in the stopped frame,
until ``dbcont``, ``dbstep`` or ``dbquit`` says how to go on.  Errors reach
:meth:`Debugger.at_error` (``dbstop if error``, ``dbstop if caught error``).

A front end gives a *reader* (``prompt -> line``, ``EOFError`` at the end) and may watch
stops (``on_stop``); the default reader is the session's input (``ctx.read_input``), so
``runmat run`` with piped standard input reads debug commands from it, as Octave does.
"""

from __future__ import annotations

import os
import sys
import weakref
from dataclasses import dataclass, field
from typing import Any, Callable

from runmat_builtins.errors import MException
from runmat_vm.code import DEBUG_LINE, OPCODES, SETUP_TRY, CodeObject

PROMPT = "K>> "


class DebugQuit(BaseException):
    """``dbquit``: leave debugging and every running function (MATLAB code cannot catch it;
    ``Session.run`` ends quietly)."""


@dataclass
class Location:
    """One frame of the stopped program: its workspace, its code and the line it is at."""

    frame: Any
    code: Any
    line: int

    @property
    def name(self) -> str:
        if self.code.kind == "script":
            return _stem(self.code.filename) if _is_file(self.code.filename) else ""
        stem = _stem(self.code.filename) if _is_file(self.code.filename) else ""
        name = self.code.name or stem
        return name if not stem or stem == name else f"{stem}>{name}"

    @property
    def file(self) -> str:
        return self.code.filename if _is_file(self.code.filename) else ""


@dataclass
class Stop:
    """Where the program stopped (innermost frame first) and why ('breakpoint', 'step', 'error',
    'keyboard'); ``level`` is the frame ``dbup``/``dbdown`` selected."""

    stack: list[Location]
    reason: str
    error: MException | None = None
    level: int = 0

    @property
    def current(self) -> Location:
        return self.stack[self.level]


@dataclass
class Breakpoint:
    file: str        # the file's name without folder or .m (a function or script name)
    line: int
    condition: str = ""
    hits: int = field(default=0, compare=False)


def _is_file(filename: str) -> bool:
    return bool(filename) and not filename.startswith("<")


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]


def file_key(spec: str) -> str:
    """``dbstop in SPEC``: a function name, a file name or path, with or without ``.m``
    (``f>sub`` names the file ``f``)."""
    return _stem(spec.split(">")[0].strip())


# ---------------------------------------------------------------------- debug copies of code
_JUMPS = {o.number: tuple(i + 1 for i, (_, k) in enumerate(o.operands) if k == "j") for o in OPCODES}


def instrument(code: CodeObject) -> CodeObject:
    """A copy of ``code`` with ``DEBUG_LINE`` before the first instruction of each source line;
    jumps to that instruction land on its ``DEBUG_LINE`` (a loop's next pass stops again)."""
    old, lines = code.instrs, code.lines
    instrs: list[tuple] = []
    new_lines: list[int] = []
    where: list[int] = []
    for pc, ins in enumerate(old):
        line = code.line_at(pc)
        where.append(len(instrs))
        if pc == 0 or line != lines[pc - 1]:
            instrs.append((DEBUG_LINE, line))
            new_lines.append(line)
        instrs.append(ins)
        new_lines.append(line)
    where.append(len(instrs))
    for i, ins in enumerate(instrs):
        spots = _JUMPS[ins[0]]
        if spots:
            t = list(ins)
            for k in spots:
                t[k] = where[t[k]]
            instrs[i] = tuple(t)
    copy = object.__new__(CodeObject)
    for slot in CodeObject.__slots__:
        if slot != "__weakref__":
            setattr(copy, slot, getattr(code, slot))
    copy.instrs, copy.lines = instrs, new_lines
    copy.dying = copy.entries = None
    from runmat_vm.jit.tier import interpret_only

    interpret_only(copy)
    return copy


# ---------------------------------------------------------------------- the debugger
class Debugger:
    """One session's breakpoints, stepping state and stop (made on first use: ``ctx.debugger``)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.breakpoints: list[Breakpoint] = []
        self.stop_if: set[str] = set()           # 'error', 'caught error', 'warning'
        self.stop_if_ids: dict[str, list[str]] = {}  # condition -> identifiers it is limited to
        self.step: str | None = None             # 'next' | 'in' | 'out' while stepping
        self.step_depth = 0
        self.stopped: Stop | None = None
        self.resume: str | None = None           # what the command loop was told: cont/next/in/out/quit
        self.reader: Callable[[str], str] | None = None
        self.on_stop: Callable[[Stop], None] | None = None   # a front end watching stops (DAP)
        self.on_resume: Callable[[], None] | None = None
        self.show_line = True  # print the line stopped at (a terminal's K>>; an editor shows it itself)
        self._copies: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._wanted: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # code -> has a breakpoint
        self._lines: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # debug copy -> its breakpoint lines
        self._prev_resolver: Any = None
        self._installed = False

    # ------------------------------------------------------------------ which code is debugged
    @property
    def active(self) -> bool:
        return bool(self.breakpoints or self.step or self.stop_if)

    def body(self, code: Any) -> Any:
        """The code to run for ``code``: its debug copy when a breakpoint is in it, a step may
        enter it, or errors should stop in it; else ``code`` itself."""
        if code.kind == "lambda" or not self._debugs(code):
            return code
        if code.instrs and code.instrs[0][0] == DEBUG_LINE:
            return code
        copy = self._copies.get(code)
        if copy is None:
            copy = self._copies[code] = instrument(code)
        return copy

    def _debugs(self, code: Any) -> bool:
        """Whether ``code`` runs as its debug copy (a lambda never does)."""
        return bool(self.step or self.stop_if or self._has_break(code))

    def _has_break(self, code: Any) -> bool:
        hit = self._wanted.get(code)
        if hit is None:
            stem = _stem(code.filename) if _is_file(code.filename) else ""
            lines = set(code.lines)
            hit = self._wanted[code] = any(b.file == stem and b.line in lines for b in self.breakpoints)
        return hit

    def _resolve(self, fn: Any) -> Any:
        prev = self._prev_resolver
        base = (prev(fn) if prev is not None else None) or fn.code
        copy = self.body(base)
        return copy if copy is not base else (base if prev is not None else None)

    def _changed(self) -> None:
        """Breakpoints or stepping changed: the session's resolver is ours exactly while needed."""
        self._wanted.clear()
        self._lines.clear()
        sess = self.session
        if self.active and not self._installed:
            self._prev_resolver, sess.resolver, self._installed = sess.resolver, self._resolve, True
        elif not self.active and self._installed:
            sess.resolver, self._installed = self._prev_resolver, False
        sess._resolve_cache.clear()

    # ------------------------------------------------------------------ breakpoints
    def set_break(self, spec: str, line: int | None, condition: str = "") -> Breakpoint:
        key = file_key(spec)
        path = self._find_file(spec, key)
        if line is None:
            line = self._first_line(path, spec.split(">")[1].strip() if ">" in spec else "")
        bp = Breakpoint(key, self._executable_line(path, line), condition.strip())
        self.breakpoints = [b for b in self.breakpoints if (b.file, b.line) != (bp.file, bp.line)] + [bp]
        self._changed()
        return bp

    def clear(self, spec: str | None = None, line: int | None = None, condition: str | None = None) -> None:
        """``dbclear all`` (nothing given), ``dbclear in FILE [at LINE]``, ``dbclear if COND``."""
        if condition is not None:
            self.stop_if.discard(condition)
            self.stop_if_ids.pop(condition, None)
        elif spec is None:
            self.breakpoints = []
            self.stop_if.clear()
            self.stop_if_ids.clear()
        else:
            key = file_key(spec)
            self.breakpoints = [b for b in self.breakpoints if b.file != key or (line is not None and b.line != line)]
        self._changed()

    def set_stop_if(self, condition: str, ids: list[str]) -> None:
        self.stop_if.add(condition)
        self.stop_if_ids[condition] = ids
        self._changed()

    def status_text(self) -> str:
        """``dbstatus``: MATLAB's sentences, one per file, then the error conditions."""
        out: list[str] = []
        by_file: dict[str, list[Breakpoint]] = {}
        for b in self.breakpoints:
            by_file.setdefault(b.file, []).append(b)
        for f, bps in by_file.items():
            lines = sorted(b.line for b in bps)
            if len(lines) == 1:
                out.append(f"Breakpoint for {f} is on line {lines[0]}.")
            else:
                out.append(f"Breakpoints for {f} are on lines {', '.join(map(str, lines))}.")
        for cond in ("error", "caught error", "warning"):
            if cond in self.stop_if:
                ids = self.stop_if_ids.get(cond) or []
                out.append(f"Stop if {cond}" + (f" ({', '.join(ids)})" if ids else "") + ".")
        return "".join(s + "\n" for s in out)

    def _find_file(self, spec: str, key: str) -> str:
        """The file a breakpoint names (its path), found as MATLAB finds a function."""
        plain = spec.split(">")[0].strip()
        cands = [plain, plain + ".m"] if not plain.endswith(".m") else [plain]
        for c in cands:
            if os.path.isfile(c):
                return os.path.abspath(c)
        fn = self.session.resolve(key)
        path = getattr(fn, "filename", "") or getattr(getattr(fn, "code", None), "filename", "")
        if path and _is_file(path) and os.path.isfile(path):
            return path
        for d in [os.getcwd(), *self.session.run_dirs, *self.session.path]:
            p = os.path.join(d, key + ".m")
            if os.path.isfile(p):
                return p
        raise MException("MATLAB:dbstop:fileNotFound", f"Cannot find function or file \"{plain}\".")

    @staticmethod
    def _source(path: str) -> list[str]:
        from runmat_vm.frontend.limits import decode_source

        with open(path, "rb") as fh:
            return decode_source(fh.read()).splitlines()

    def _executable_line(self, path: str, line: int) -> int:
        """MATLAB moves a breakpoint on a blank or comment line to the next line of code."""
        src = self._source(path)
        if line < 1 or line > len(src):
            raise MException("MATLAB:dbstop:lineOutOfRange",
                             f"Line {line} is beyond the end of file {_stem(path)} ({len(src)} lines).")
        for k in range(line, len(src) + 1):
            text = src[k - 1].strip()
            if text and not text.startswith("%") and not text.startswith("function ") and text != "end":
                return k
        return line

    def _first_line(self, path: str, local: str) -> int:
        """The line after the ``function`` line of the file's first (or the named local) function."""
        import re

        src = self._source(path)
        pat = re.compile(r"^\s*function\b.*?\b" + (re.escape(local) if local else r"\w+") + r"\s*(\(|$)")
        for k, text in enumerate(src, 1):
            if pat.match(text):
                return k + 1
        if local:
            raise MException("MATLAB:dbstop:fileNotFound", f"Cannot find function \"{local}\" in {_stem(path)}.")
        return 1

    # ------------------------------------------------------------------ stopping
    def at_line(self, frame: Any, code: Any, line: int) -> None:
        """A statement of debugged code starts: stop for a step or a breakpoint (the common case,
        no step and no breakpoint on this line, is one set lookup)."""
        step = self.step
        if step is None:
            lines = self._lines.get(code)
            if lines is None:
                stem = _stem(code.filename) if _is_file(code.filename) else None
                lines = self._lines[code] = {b.line for b in self.breakpoints if b.file == stem}
            if line not in lines:
                return
        else:
            depth = _depth(frame)
            if step == "in" or (step == "next" and depth <= self.step_depth) or (step == "out" and depth < self.step_depth):
                self.stop(frame, code, line, "step")
                return
        stem = _stem(code.filename) if _is_file(code.filename) else None
        for b in self.breakpoints:
            if b.line == line and b.file == stem and self._condition(b, frame):
                b.hits += 1
                self.stop(frame, code, line, "breakpoint")
                return

    def _condition(self, b: Breakpoint, frame: Any) -> bool:
        if not b.condition:
            return True
        from runmat_vm import runtime as rt

        try:
            return bool(rt.truth(self.session.eval_in(frame, b.condition, 1)))
        except MException as exc:
            self._write_err(f"Error evaluating the breakpoint condition '{b.condition}': {exc.message}\n")
            return True

    def at_error(self, frame: Any, code: Any, pc: int, err: MException) -> None:
        """An error in interpreted code: ``dbstop if error`` stops where an error nobody
        catches happened, ``dbstop if caught error`` where a try/catch will take it."""
        if not self.stop_if or getattr(err, "_dbg_seen", False) or isinstance(err, KeyboardInterrupt):
            return
        try:
            err._dbg_seen = True  # type: ignore[attr-defined]
        except AttributeError:
            return
        caught = _caught()
        cond = "caught error" if caught else "error"
        if cond not in self.stop_if:
            return
        ids = self.stop_if_ids.get(cond) or []
        if ids and err.identifier not in ids:
            return
        from runmat_vm.report import error_text

        self.session.ctx.stdout.flush()
        self._write_err(error_text(err, interactive=True))
        self.stop(frame, code, code.line_at(pc), "error", err)

    def at_warning(self, identifier: str) -> None:
        """``dbstop if warning [ID]``: stop at the line that warned (after the warning shows)."""
        ids = self.stop_if_ids.get("warning") or []
        if ids and identifier not in ids:
            return
        stack = self._stack(None, None, 0)
        if stack:
            self.stop(stack[0].frame, stack[0].code, stack[0].line, "warning")

    def keyboard(self, frame: Any) -> None:
        """``keyboard``: stop in the calling frame at the line that called it."""
        stack = self._stack(frame, None, 0)
        if not stack:
            return
        loc = stack[0]
        self.stop(loc.frame, loc.code, loc.line, "keyboard")

    def stop(self, frame: Any, code: Any, line: int, reason: str, err: MException | None = None) -> None:
        """Run the command loop with the program stopped at ``line`` of ``frame``."""
        if self.stopped is not None:  # a breakpoint hit by a command typed at K>>: not nested
            return
        self.step = None
        stop = Stop(self._stack(frame, code, line), reason, err)
        self.stopped = stop
        ctx = self.session.ctx
        try:
            if self.show_line:
                self._show_line(stop.current)
            if self.on_stop is not None:
                self.on_stop(stop)
            self.resume = None
            while self.resume is None:
                try:
                    text = self._read(PROMPT)
                except EOFError:
                    text = None
                except MException:  # no more input (the session's own reader)
                    text = None
                if text is None:
                    self.resume = "cont"
                    break
                if not text.strip():
                    continue
                self.evaluate(text, echo=False)
                ctx.stdout.flush()
        finally:
            self.stopped = None
        action, self.resume = self.resume, None
        if self.on_resume is not None:
            self.on_resume()
        if action == "quit":
            self._changed()
            raise DebugQuit()
        if action in ("next", "in", "out"):
            self.step = action
            self.step_depth = _depth(stop.stack[0].frame)
        self._changed()

    def evaluate(self, text: str, echo: bool = False) -> Any:
        """Run ``text`` in the selected frame while stopped (errors are reported, not raised)."""
        from runmat_vm.report import error_text

        frame = self.stopped.current.frame if self.stopped is not None else self.session.base
        ctx = self.session.ctx
        try:
            self.session.eval_in(frame, text)
        except MException as exc:
            ctx.stdout.flush()
            self._write_err(error_text(exc, interactive=True))
        return None

    def _read(self, prompt: str) -> str:
        if self.reader is not None:
            return self.reader(prompt)
        return self.session.ctx.read_input(prompt)

    def _write_err(self, text: str) -> None:
        ctx = self.session.ctx
        ctx.stderr.write(text)
        ctx.stderr.flush()

    def _show_line(self, loc: Location) -> None:
        """MATLAB shows the line it stopped at: its number and its text."""
        text = ""
        if loc.file:
            try:
                src = self._source(loc.file)
                text = src[loc.line - 1].strip() if 0 < loc.line <= len(src) else ""
            except OSError:
                text = ""
        out = self.session.ctx.stdout
        out.write(f"{loc.line}   {text}\n")
        out.flush()

    # ------------------------------------------------------------------ commands while stopped
    def command(self, action: str) -> None:
        """``dbcont`` ('cont'), ``dbstep`` ('next'), ``dbstep in``/``out``, ``dbquit`` ('quit')."""
        if self.stopped is None:
            raise MException("MATLAB:debug:notInDebugMode",
                             "Debug commands only allowed when stopped in debug mode.")
        self.resume = action

    def move(self, delta: int) -> str:
        """``dbup`` (+1) / ``dbdown`` (-1): select the caller's / callee's workspace."""
        st = self.stopped
        if st is None:
            raise MException("MATLAB:debug:notInDebugMode",
                             "Debug commands only allowed when stopped in debug mode.")
        k = st.level + delta
        if not 0 <= k < len(st.stack):
            which = "top" if delta > 0 else "bottom"
            raise MException("MATLAB:dbup:atTop" if delta > 0 else "MATLAB:dbdown:atBottom",
                             f"At {which} of stack.")
        st.level = k
        name = st.current.name
        return f"In workspace belonging to {name}.\n" if name else "In base workspace.\n"

    def frames(self) -> tuple[list[Location], int]:
        """The stack (innermost first) and the selected level: the stop's, or the running code's."""
        if self.stopped is not None:
            return self.stopped.stack, self.stopped.level
        return self._stack(None, None, 0), 0

    def stack_text(self) -> str:
        """``dbstack``: ``In NAME (line N)`` innermost first (as the dbstack page shows), ``>``
        marking the workspace dbup/dbdown selected once one was."""
        stack, level = self.frames()
        out = []
        for i, loc in enumerate(stack):
            if not loc.name:
                continue
            mark = "" if level == 0 else "> " if i == level else "  "
            out.append(f"{mark}In {loc.name} (line {loc.line})\n")
        return "".join(out)

    # ------------------------------------------------------------------ the stack
    def _stack(self, frame: Any, code: Any, line: int) -> list[Location]:
        """The stopped frame, then its callers, with the line each is at (read from the
        interpreter's or compiled code's Python frames)."""
        stack: list[Location] = []
        seen: set[int] = set()
        if code is not None:
            stack.append(Location(frame, code, line))
            seen.add(id(frame))
        for f, c, pc in vm_frames(sys._getframe(1)):
            if id(f) in seen:
                continue
            seen.add(id(f))
            stack.append(Location(f, c, c.line_at(pc)))
        return stack


def vm_frames(pyframe: Any):
    """(frame, code, pc) of each MATLAB frame running below ``pyframe``, innermost first: the
    interpreter's loop (``interpret``) and compiled code (its ``LINEMAP``) keep them in locals."""
    f = pyframe
    while f is not None:
        loc = f.f_locals if f.f_code.co_name in ("interpret",) or "LINEMAP" in f.f_globals else None
        if loc is not None:
            frame, code = loc.get("frame"), loc.get("code", f.f_globals.get("code"))
            if frame is not None and isinstance(code, CodeObject):
                if f.f_code.co_name == "interpret" and "pc" in loc:
                    yield frame, code, loc["pc"] - 1
                else:
                    linemap = f.f_globals.get("LINEMAP")
                    if linemap is not None and 0 <= f.f_lineno < len(linemap):
                        yield frame, code, linemap[f.f_lineno]
        f = f.f_back


def _depth(frame: Any) -> int:
    n = 0
    f = frame.caller
    while f is not None:
        n += 1
        f = f.caller
    return n


def _caught() -> bool:
    """Whether a try/catch of a running frame (interpreted or compiled) will take the error
    being handled: the instruction each frame is at lies between a SETUP_TRY and its handler."""
    for _, code, pc in vm_frames(sys._getframe(1)):
        for i, ins in enumerate(code.instrs):
            if ins[0] == SETUP_TRY and i < pc < ins[1]:
                return True
    return False
