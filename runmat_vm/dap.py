"""``runmat debug-adapter``: the Debug Adapter Protocol over stdio, for VS Code and other editors.

One thread reads requests; the program (``launch``'s ``program``, a script or function file)
runs on the main thread in one Session once ``configurationDone`` came.  A stop of the session's
debugger (runmat_vm/debugger.py) sends a ``stopped`` event and waits for the editor: requests
for the stack, scopes and variables are answered from the stop; ``next``/``stepIn``/``stepOut``/
``continue`` hand the K>> loop the matching ``dbstep``/``dbcont``; ``evaluate`` runs there too.
Output of the program goes out as ``output`` events; its end as ``terminated`` and ``exited``.
"""

from __future__ import annotations

import json
import os
import queue
import sys
import threading
from typing import Any, BinaryIO

from runmat_builtins.errors import MatlabExit, MException
from runmat_vm.debug_values import References
from runmat_vm.linestream import LineStream

THREAD_ID = 1
_RESUME = {"next": "dbstep", "stepIn": "dbstep in", "stepOut": "dbstep out", "continue": "dbcont"}


def read_message(stream: BinaryIO) -> dict[str, Any] | None:
    """One DAP message (``Content-Length`` header, blank line, JSON body); None at the end."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            if length is not None:
                break
            continue
        key, _, value = line.decode("ascii").partition(":")
        if key.lower() == "content-length":
            length = int(value.strip())
    body = stream.read(length)
    return json.loads(body.decode("utf-8"))


def write_message(stream: BinaryIO, msg: dict[str, Any]) -> None:
    body = json.dumps(msg).encode("utf-8")
    stream.write(f"Content-Length: {len(body)}\r\n\r\n".encode("ascii") + body)
    stream.flush()


class RequestFailed(Exception):
    """A request that cannot be served: its response says so (``success`` false, ``message``)."""


class DebugServer:
    """DAP requests over one Session's debugger, whatever carries them (stdio here, the Jupyter
    kernel's control channel in runmat_vm/kernel/debug.py).  ``handle`` answers a request with
    its response; ``event`` (given) sends events.  The program runs on another thread than the
    requests: a stop blocks it in :meth:`_read_command` until a resume request comes."""

    def __init__(self, session: Any, event: Any) -> None:
        self.session = session
        self.event = event
        self._commands: queue.Queue = queue.Queue()  # K>> input while stopped: str, or (expr, reply)
        self._stop: Any = None
        self.refs = References()
        self._frames: dict[int, Any] = {}
        self.after: list[tuple[str, dict]] = []  # events to send after the response being made
        dbg = session.ctx.debugger
        dbg.reader = self._read_command
        dbg.on_stop = self._on_stop
        dbg.on_resume = self._on_resume
        dbg.show_line = False

    def handle(self, req: dict[str, Any]) -> dict[str, Any]:
        """The response to request ``req``."""
        msg = {"type": "response", "request_seq": req.get("seq", 0), "command": req.get("command", ""),
               "success": True, "body": {}}
        handler = getattr(self, "on_" + str(req.get("command")), None)
        try:
            if handler is None:
                raise RequestFailed(f"unsupported request '{req.get('command')}'")
            msg["body"] = handler(req.get("arguments") or {}) or {}
        except RequestFailed as exc:
            msg.update(success=False, message=str(exc))
        except Exception as exc:  # noqa: BLE001 - a bad request must not end the debugger
            msg.update(success=False, message=f"{type(exc).__name__}: {exc}")
        return msg

    # ------------------------------------------------------------------ the program's side
    def _read_command(self, prompt: str) -> str:
        """The K>> loop's next command: a resume from the editor, after any evaluations."""
        while True:
            item = self._commands.get()
            if isinstance(item, str):
                return item
            expr, reply = item
            reply.put(self._evaluate(expr))

    def _evaluate(self, expr: str) -> tuple[str, int, str]:
        """(result text, variables reference, error) of ``expr`` in the selected frame."""
        frame = self._stop.current.frame if self._stop is not None else self.session.base
        try:
            v = self.session.eval_in(frame, expr, 1, expression=True)
        except MException:
            pass
        else:
            var = self.refs.variable(expr, v)
            return var["value"], var["variablesReference"], ""
        try:
            self.session.eval_in(frame, expr)
        except MException as exc:
            return "", 0, exc.message
        self.session.ctx.stdout.flush()
        return "", 0, ""

    def _on_stop(self, stop: Any) -> None:
        self.session.ctx.stdout.flush()
        self.session.ctx.stderr.flush()
        self._stop = stop
        self.refs.clear()
        self._frames = {}
        reason = {"breakpoint": "breakpoint", "step": "step", "error": "exception", "keyboard": "pause",
                  "warning": "exception"}[stop.reason]
        body: dict[str, Any] = {"reason": reason, "threadId": THREAD_ID, "allThreadsStopped": True}
        if stop.error is not None:
            body["text"] = stop.error.message
        self.event("stopped", body)

    def _on_resume(self) -> None:
        self._stop = None
        self.refs.clear()
        self.event("continued", {"threadId": THREAD_ID, "allThreadsContinued": True})

    def quit(self) -> None:
        """End debugging: a stopped program ends (dbquit)."""
        if self._stop is not None:
            self._commands.put("dbquit")

    # ------------------------------------------------------------------ requests
    def capabilities(self) -> dict[str, Any]:
        return {"supportsConfigurationDoneRequest": True, "supportsConditionalBreakpoints": True,
                "supportsEvaluateForHovers": True, "supportsTerminateRequest": True,
                "exceptionBreakpointFilters": [
                    {"filter": "error", "label": "Errors nobody catches (dbstop if error)"},
                    {"filter": "caught error", "label": "Caught errors (dbstop if caught error)"}]}

    def on_initialize(self, args: dict) -> dict:
        self.after.append(("initialized", {}))  # sent once the response is
        return self.capabilities()

    def on_setBreakpoints(self, args: dict) -> dict:
        dbg = self.session.ctx.debugger
        path = args.get("source", {}).get("path", "")
        dbg.clear(path)
        out = []
        for b in args.get("breakpoints", []):
            try:
                bp = dbg.set_break(path, int(b["line"]), b.get("condition", ""))
                out.append({"verified": True, "line": bp.line, "source": {"path": path}})
            except MException as exc:
                out.append({"verified": False, "line": b["line"], "message": exc.message})
        return {"breakpoints": out}

    def on_setExceptionBreakpoints(self, args: dict) -> dict:
        dbg = self.session.ctx.debugger
        for cond in ("error", "caught error"):
            dbg.clear(condition=cond)
        for cond in args.get("filters", []):
            dbg.set_stop_if(cond, [])
        return {}

    def on_configurationDone(self, args: dict) -> dict:
        return {}

    def on_threads(self, args: dict) -> dict:
        return {"threads": [{"id": THREAD_ID, "name": "MATLAB"}]}

    def on_stackTrace(self, args: dict) -> dict:
        stop = self._stop
        frames = []
        if stop is not None:
            for i, loc in enumerate(stop.stack):
                self._frames[i + 1] = i
                f: dict[str, Any] = {"id": i + 1, "name": loc.name or "(base workspace)", "line": loc.line,
                                     "column": 1}
                if loc.file:
                    f["source"] = {"name": os.path.basename(loc.file), "path": loc.file}
                frames.append(f)
        return {"stackFrames": frames, "totalFrames": len(frames)}

    def on_scopes(self, args: dict) -> dict:
        stop = self._stop
        k = self._frames.get(int(args.get("frameId", 1)), 0)
        scopes = []
        if stop is not None and k < len(stop.stack):
            ref = self.refs.add("frame", stop.stack[k].frame)
            scopes.append({"name": "Locals", "variablesReference": ref, "expensive": False})
        return {"scopes": scopes}

    def on_variables(self, args: dict) -> dict:
        return {"variables": self.refs.variables(int(args["variablesReference"]))}

    def on_evaluate(self, args: dict) -> dict:
        if self._stop is None:
            raise RequestFailed("evaluate: the program is not stopped")
        if "frameId" in args:
            self._stop.level = self._frames.get(int(args["frameId"]), 0)
        reply: queue.Queue = queue.Queue()
        self._commands.put((args.get("expression", ""), reply))
        text, ref, error = reply.get()
        if error:
            raise RequestFailed(error)
        return {"result": text, "variablesReference": ref}

    def _resume(self, command: str) -> dict:
        if self._stop is None:
            raise RequestFailed("the program is not stopped")
        self._commands.put(_RESUME[command])
        return {"allThreadsContinued": True} if command == "continue" else {}

    def on_next(self, args: dict) -> dict:
        return self._resume("next")

    def on_stepIn(self, args: dict) -> dict:
        return self._resume("stepIn")

    def on_stepOut(self, args: dict) -> dict:
        return self._resume("stepOut")

    def on_continue(self, args: dict) -> dict:
        return self._resume("continue")

    def on_pause(self, args: dict) -> dict:
        """Stop at the next line of interpreted code (a function called from now on runs its debug
        copy; a loop already running compiled goes on until it calls one)."""
        if self._stop is not None:
            raise RequestFailed("pause: the program is already stopped")
        dbg = self.session.ctx.debugger
        dbg.step = "in"
        dbg._changed()
        return {}


class DebugAdapter(DebugServer):
    """The stdio adapter: ``launch`` names the program, run on the main thread once configured."""

    def __init__(self, inp: BinaryIO, out: BinaryIO) -> None:
        self._in = inp
        self._out = out
        self._lock = threading.Lock()
        self._seq = 0
        self._start: queue.Queue = queue.Queue()     # the launch arguments, once configured
        self._launch: dict[str, Any] | None = None
        self._configured = False
        self._running = False
        self._done = False
        from runmat_vm.session import Session

        self.stdout = LineStream(lambda text: self.event("output", {"category": "stdout", "output": text}))
        self.stderr = LineStream(lambda text: self.event("output", {"category": "stderr", "output": text}))
        super().__init__(Session(stdout=self.stdout, stderr=self.stderr, stdin=self._no_input), self.event)

    # ------------------------------------------------------------------ wire
    def send(self, msg: dict[str, Any]) -> None:
        with self._lock:
            self._seq += 1
            msg["seq"] = self._seq
            write_message(self._out, msg)

    def event(self, name: str, body: dict[str, Any] | None = None) -> None:
        self.send({"type": "event", "event": name, "body": body or {}})

    def serve(self) -> None:
        while not self._done:
            msg = read_message(self._in)
            if msg is None:
                self._end()
                return
            if msg.get("type") == "request":
                self.send(self.handle(msg))
                while self.after:
                    self.event(*self.after.pop(0))

    # ------------------------------------------------------------------ the program
    def _no_input(self, prompt: str) -> str:
        raise MException("RunMat:input:noStdin", "Cannot read input: the debug adapter has no standard input.")

    def run_program(self) -> int:
        """Wait for launch + configurationDone, run the program, report its end."""
        args = self._start.get()
        if args is None:
            return 0
        program = args.get("program", "")
        code = 0
        if args.get("cwd"):
            os.chdir(args["cwd"])
        if args.get("stopOnEntry"):
            self.session.ctx.debugger.step = "in"
            self.session.ctx.debugger._changed()
        try:
            self.session.run_file(program)
        except MatlabExit as done:
            code = done.code
        except MException as exc:
            from runmat_vm.report import error_text

            self.stdout.flush()
            self.stderr.write(error_text(exc))
            code = 1
        self.stdout.flush()
        self.stderr.flush()
        self.event("terminated")
        self.event("exited", {"exitCode": code})
        return code

    # ------------------------------------------------------------------ requests of the stdio adapter
    def on_configurationDone(self, args: dict) -> dict:
        self._configured = True
        self._maybe_start()
        return {}

    def on_launch(self, args: dict) -> dict:
        program = args.get("program")
        if not program or not os.path.isfile(program):
            raise RequestFailed(f"launch: no program file '{program}'")
        self._launch = dict(args, program=os.path.abspath(program))
        self._maybe_start()
        return {}

    def _maybe_start(self) -> None:
        if self._configured and self._launch is not None and not self._running:
            self._running = True
            self._start.put(self._launch)

    def on_terminate(self, args: dict) -> dict:
        return self.on_disconnect(args)

    def on_disconnect(self, args: dict) -> dict:
        self._done = True
        self._end()
        return {}

    def _end(self) -> None:
        self.quit()
        if not self._running:
            self._start.put(None)
            self._running = True


def main() -> int:
    """Serve DAP on this process's stdin/stdout until the editor disconnects."""
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing else may write to the protocol's stream
    adapter = DebugAdapter(inp, out)
    reader = threading.Thread(target=adapter.serve, name="dap-requests", daemon=True)
    reader.start()
    code = adapter.run_program()
    reader.join(timeout=5)
    return code
