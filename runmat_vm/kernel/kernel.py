"""``RunMatKernel``: a Jupyter kernel (ipykernel's ``Kernel``) over one RunMat Session.

Each cell runs in the session's base workspace.  Output written by the code is sent as
``stream`` messages line by line while the cell runs; an uncaught error goes out as an
``error`` message whose ``ename`` is the MATLAB identifier and whose traceback is the text
the REPL would print.  After the cell, every open figure that the cell drew or changed is
sent as ``display_data`` (PNG; SVG too, or instead, when ``RUNMAT_INLINE_FORMAT`` says so:
``png``, ``svg`` or ``png,svg``); after a failing cell, only figures with something drawn in them.  ``input`` asks through the kernel's stdin channel, ``clc``
clears the cell's output, and an interrupt stops the running statement, keeping the workspace.
"""

from __future__ import annotations

import os
from typing import Any

from ipykernel.kernelbase import Kernel

from runmat_vm import __version__
from runmat_vm.linestream import LineStream
from runmat_vm.completion import complete, help_text, names_at
from runmat_vm.repl import INTERRUPTED, input_status
from runmat_vm.report import error_text
from runmat_vm.session import Session

FORMAT_ENV = "RUNMAT_INLINE_FORMAT"


class RunMatKernel(Kernel):
    implementation = "runmat"
    implementation_version = __version__
    language = "matlab"
    language_version = "R2023b"
    language_info = {
        "name": "matlab",
        "version": "R2023b",
        "mimetype": "text/x-matlab",
        "file_extension": ".m",
        "codemirror_mode": "octave",
        "pygments_lexer": "matlab",
    }
    banner = f"RunMat {__version__}: a MATLAB-language runtime"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._out = LineStream(lambda text: self._stream("stdout", text))
        self._err = LineStream(lambda text: self._stream("stderr", text))
        self._new_session()
        from runmat_builtins.lib.graphics.inline import ShownFigures

        self._figures = ShownFigures(os.environ.get(FORMAT_ENV, "png").replace(" ", "").lower().split(","))

    def _stream(self, name: str, text: str) -> None:
        self.send_response(self.iopub_socket, "stream", {"name": name, "text": text})

    def _new_session(self) -> None:
        """A fresh MATLAB session writing to this kernel's streams (at start and after exit)."""
        from runmat_vm.kernel.debug import KernelDebugger

        self.matlab = Session(stdin=self._read_input, stdout=self._out, stderr=self._err)
        self.matlab.ctx.clear_screen_handler = self._clear_output
        self.matlab.ctx.progress_handler = self._progress
        self.matlab.ctx.debugger.reader = self._read_input  # K>> asks through stdin, as input does
        old = getattr(self, "debugger", None)
        self.debugger = KernelDebugger(self)
        if old is not None:
            old.carry_to(self.debugger)  # after exit: the debugger client and its breakpoints stay

    @property
    def kernel_info(self) -> dict[str, Any]:
        return {**super().kernel_info, "debugger": True}  # Jupyter's debug protocol (runmat_vm/kernel/debug.py)

    async def do_debug_request(self, msg: dict[str, Any]) -> dict[str, Any]:
        import asyncio

        # on the control thread; a request that waits for a stopped cell (evaluate) waits off the loop
        reply = await asyncio.get_running_loop().run_in_executor(None, self.debugger.handle, msg)
        for name, body in self.debugger.after:
            self.debugger.event(name, body)
        self.debugger.after.clear()
        return reply

    # ------------------------------------------------------------------ execute
    async def do_execute(self, code: str, silent: bool, store_history: bool = True,
                         user_expressions: dict | None = None, allow_stdin: bool = False,
                         **_: Any) -> dict[str, Any]:
        from runmat_builtins.errors import MatlabExit, MException

        reply: dict[str, Any] = {"status": "ok", "execution_count": self.execution_count,
                                 "payload": [], "user_expressions": {}}
        if not code.strip():
            return reply
        self._allow_stdin = allow_stdin
        if store_history and not silent:
            self.matlab.ctx.history.append(code.rstrip("\n"))
        try:
            self.matlab.run(code, filename=self.debugger.filename(code))
        except MException as exc:
            reply = self._error(exc.identifier or "MATLAB:error", exc.message,
                                error_text(exc, interactive=True), silent)
        except KeyboardInterrupt:
            reply = self._error("KeyboardInterrupt", INTERRUPTED.strip(), INTERRUPTED, silent)
        except MatlabExit as done:
            # exit/quit in a notebook: the kernel process stays (a dead kernel would only be
            # restarted by the front end) and the program starts over in a fresh workspace
            self._out.flush()
            self._err.write(f"exit({done.code}): the MATLAB session ended; variables and "
                            f"functions are cleared and the next cell starts a new session.\n")
            self._new_session()
        finally:
            self._out.flush()
            self._err.flush()
        if not silent:
            # a cell that failed shows only the figures it drew into, not one it only opened
            self._send_figures(drawn_only=reply["status"] == "error")
        return reply

    def _error(self, ename: str, evalue: str, text: str, silent: bool) -> dict[str, Any]:
        self._out.flush()
        content = {"ename": ename, "evalue": evalue, "traceback": text.rstrip("\n").split("\n")}
        if not silent:
            self.send_response(self.iopub_socket, "error", content)
        return {"status": "error", "execution_count": self.execution_count, **content}

    def _read_input(self, prompt: str) -> str:
        from runmat_builtins.errors import MException

        self._out.flush()
        if not self._allow_stdin:
            raise MException("RunMat:input:noStdin", "Cannot read input: this front end does not accept input.")
        return self.raw_input(prompt)

    def _progress(self, total: int, label: str) -> Any:
        """A long parfor's progress: one display updated in place (runmat_vm/kernel/progress.py)."""
        from runmat_vm.kernel.progress import DisplayProgress

        self._out.flush()
        return DisplayProgress(lambda kind, content: self.send_response(self.iopub_socket, kind, content),
                               total, label)

    def _clear_output(self) -> None:
        self._out.flush()
        self._err.flush()
        self.send_response(self.iopub_socket, "clear_output", {"wait": False})

    # ------------------------------------------------------------------ figures
    def _send_figures(self, drawn_only: bool = False) -> None:
        for number, data in self._figures.changed(self.matlab.ctx, drawn_only):
            if isinstance(data, Exception):
                self._err.write(f"Warning: figure {number} could not be drawn ({type(data).__name__}: {data}).\n")
                self._err.flush()
                continue
            self.send_response(self.iopub_socket, "display_data", {"data": data, "metadata": {}})

    # ------------------------------------------------------------------ completion, help
    async def do_complete(self, code: str, cursor_pos: int) -> dict[str, Any]:
        c = complete(self.matlab, code, cursor_pos)
        types = [{"text": m, "type": c.kinds.get(m, ""), "start": c.start, "end": c.end} for m in c.matches]
        return {"status": "ok", "matches": c.matches, "cursor_start": c.start, "cursor_end": c.end,
                "metadata": {"_jupyter_types_experimental": types}}

    async def do_inspect(self, code: str, cursor_pos: int, detail_level: int = 0,
                         omit_sections: Any = ()) -> dict[str, Any]:
        text = None
        for name in names_at(code, cursor_pos):
            if self.matlab.ctx.has_var(name, "base"):  # a variable shadows the function: show it
                from runmat_builtins.display import display_text

                text = display_text(name, self.matlab.workspace.raw(name), self.matlab.format,
                                    mode=self.matlab.display_mode)
            else:
                text = help_text(self.matlab, name)
            if text is not None:
                break
        found = text is not None
        return {"status": "ok", "found": found, "data": {"text/plain": text} if found else {}, "metadata": {}}

    async def do_is_complete(self, code: str) -> dict[str, Any]:
        status = input_status(code)
        return {"status": status, "indent": "  "} if status == "incomplete" else {"status": status}
