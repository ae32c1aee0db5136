"""A long parfor's progress in a notebook: one display, updated in place (Jupyter's
``display_data`` with a ``display_id``, then ``update_display_data``), left showing the final
count when the loop ends. The kernel installs it as ``ctx.progress_handler``
(runmat_vm/parallel/progress.py decides when a loop shows progress)."""

from __future__ import annotations

import html
import time
import uuid
from typing import Any, Callable

Send = Callable[[str, dict], None]  # (message type, content) on the kernel's iopub channel


class DisplayProgress:
    """The notebook's progress sink for one loop of ``total`` iterations."""

    def __init__(self, send: Send, total: int, label: str) -> None:
        self.send = send
        self.total = total
        self.label = label
        self.start = time.monotonic()
        self.display_id = f"runmat-progress-{uuid.uuid4().hex}"
        self.shown = -1
        self._emit("display_data", 0)

    def _bundle(self, done: int) -> dict[str, Any]:
        secs = time.monotonic() - self.start
        text = f"{self.label}: {done}/{self.total} iterations ({secs:.1f} s)"
        bar = (f'<progress value="{done}" max="{self.total}" style="width: 20em"></progress> '
               f"{html.escape(text)}")
        return {"text/plain": text, "text/html": bar}

    def _emit(self, kind: str, done: int) -> None:
        self.shown = done
        self.send(kind, {"data": self._bundle(done), "metadata": {},
                         "transient": {"display_id": self.display_id}})

    def update(self, done: int) -> None:
        if done != self.shown:
            self._emit("update_display_data", done)

    def close(self) -> None:
        self._emit("update_display_data", self.shown)  # the final count and time stay
