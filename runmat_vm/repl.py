"""``runmat`` with no command: an interactive prompt over one Session."""

from __future__ import annotations

import sys


def main() -> int:
    from runmat_builtins.errors import MException
    from runmat_vm import __version__
    from runmat_vm.report import error_text
    from runmat_vm.session import Session

    session = Session()
    interactive = sys.stdin.isatty()
    if interactive:
        print(f"RunMat {__version__}: MATLAB-language runtime. Type 'exit' to quit.")
    read = _reader(interactive)
    while True:
        try:
            line = read(">> ")
        except (EOFError, KeyboardInterrupt):
            break
        if line is None:
            break
        if line.strip() in ("exit", "quit"):
            break
        if not line.strip():
            continue
        try:
            session.run(line)
        except MException as exc:
            sys.stdout.flush()
            sys.stderr.write(error_text(exc))
        except KeyboardInterrupt:
            sys.stderr.write("Operation terminated by user.\n")
    return 0


def _reader(interactive: bool):
    if interactive:
        try:
            from prompt_toolkit import PromptSession

            ps = PromptSession()
            return lambda prompt: ps.prompt(prompt)
        except Exception:
            return input

    def read(prompt: str) -> str | None:
        line = sys.stdin.readline()
        return line.rstrip("\n") if line else None

    return read
