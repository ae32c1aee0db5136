"""``LineStream``: a text stream for a session's output that hands what is written to a callback
a line at a time (the Jupyter kernel's ``stream`` messages, the debug adapter's ``output`` events)."""

from __future__ import annotations

from typing import Callable


class LineStream:
    def __init__(self, send: Callable[[str], None]) -> None:
        self._send = send
        self._buf: list[str] = []

    def write(self, text: str) -> int:
        if text:
            self._buf.append(text)
            if "\n" in text:
                self.flush()
        return len(text)

    def flush(self) -> None:
        if self._buf:
            text, self._buf = "".join(self._buf), []
            self._send(text)

    def isatty(self) -> bool:
        return False
