"""``runmat notebook run``: execute a notebook's code cells in one Session, headless, storing each
cell's outputs as ``jupyter nbconvert --execute`` would with the RunMat kernel: streams,
figures the cell drew (``display_data``, PNG), and an error (``ename`` the identifier, the
MATLAB error text as traceback), after which the remaining cells do not run unless
``allow_errors``."""

from __future__ import annotations

import io
from typing import Any

from runmat_builtins.errors import MatlabExit, MException


class _Capture(io.StringIO):
    def isatty(self) -> bool:
        return False


def _stream(name: str, text: str) -> dict[str, Any]:
    return {"output_type": "stream", "name": name, "text": text}


def run_notebook(nb: dict[str, Any], allow_errors: bool = False, cwd: str | None = None,
                 figure_formats: list[str] | None = None) -> tuple[dict[str, Any], bool]:
    """Run ``nb`` in place; (the notebook, whether every cell that ran succeeded)."""
    import os

    from runmat_builtins.lib.graphics.inline import ShownFigures
    from runmat_vm.report import error_text
    from runmat_vm.session import Session

    out, err = _Capture(), _Capture()
    old = os.getcwd()
    if cwd:
        os.chdir(cwd)
    session = Session(stdout=out, stderr=err, display="matlab")
    figures = ShownFigures(figure_formats)
    count = 0
    ok = True
    try:
        for cell in nb.get("cells", []):
            if cell.get("cell_type") != "code":
                continue
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            if not ok and not allow_errors:
                cell["outputs"], cell["execution_count"] = [], None
                continue
            count += 1
            outputs: list[dict[str, Any]] = []
            failed: dict[str, Any] | None = None
            if source.strip():
                try:
                    session.run(source, filename="<input>")
                except MException as exc:
                    failed = {"output_type": "error", "ename": exc.identifier or "MATLAB:error",
                              "evalue": exc.message,
                              "traceback": error_text(exc, interactive=True).rstrip("\n").split("\n")}
                except MatlabExit:
                    pass
            for name, buf in (("stdout", out), ("stderr", err)):
                text = buf.getvalue()
                if text:
                    outputs.append(_stream(name, text))
                buf.seek(0)
                buf.truncate()
            for number, data in figures.changed(session.ctx, drawn_only=failed is not None):
                if isinstance(data, Exception):
                    outputs.append(_stream("stderr", f"Warning: figure {number} could not be drawn ({data}).\n"))
                else:
                    outputs.append({"output_type": "display_data", "data": data, "metadata": {}})
            if failed is not None:
                outputs.append(failed)
                ok = False
            cell["outputs"], cell["execution_count"] = outputs, count
    finally:
        os.chdir(old)
    return nb, ok
