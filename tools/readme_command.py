"""Print one of the README's Quick start commands: ``demo`` or ``test``.

Each is the fenced ``bash`` block after a ``<!-- quickstart: NAME -->`` marker in README.md.
``.ci/run`` runs the ``test`` command from here, so CI runs exactly what the README says.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
_BLOCK = re.compile(r"<!-- quickstart: (\w+) -->\s*```bash\n(.*?)\n```", re.S)


def commands(text: str | None = None) -> dict[str, str]:
    """{name: command} for every marked block of the README (or of ``text``)."""
    return {m.group(1): m.group(2).strip() for m in _BLOCK.finditer(README.read_text() if text is None else text)}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in commands():
        sys.stderr.write(f"usage: readme_command.py {{{'|'.join(commands())}}}\n")
        return 2
    print(commands()[argv[0]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
