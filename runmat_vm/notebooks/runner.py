"""Running cells headless with their outputs kept as Jupyter outputs: ``runmat notebook run``
(:func:`run_notebook`, as ``jupyter nbconvert --execute`` would with the RunMat kernel) and
``publish`` (runmat_vm/notebooks/publish.py) share :class:`CellRunner`.

Each cell's outputs: its streams, the figures it drew or changed (``display_data``, PNG), and
an error (``ename`` the identifier, the MATLAB error text as traceback)."""

from __future__ import annotations

import io
from typing import Any

from runmat_builtins.errors import MatlabExit, MException


class _Capture(io.StringIO):
    def isatty(self) -> bool:
        return False


def _stream(name: str, text: str) -> dict[str, Any]:
    return {"output_type": "stream", "name": name, "text": text}


class CellRunner:
    """Runs code in ``session``'s base workspace, capturing what each run writes and draws."""

    def __init__(self, session: Any, figure_formats: list[str] | None = None, filename: str = "<input>") -> None:
        from runmat_builtins.lib.graphics.inline import ShownFigures

        self.session = session
        self.figures = ShownFigures(figure_formats)
        self.filename = filename

    def run(self, source: str) -> tuple[list[dict[str, Any]], bool]:
        """(the outputs of running ``source``, whether it succeeded)."""
        from runmat_vm.report import error_text

        ctx = self.session.ctx
        out, err = _Capture(), _Capture()
        old_out, old_err = ctx.redirect_stdout(out), ctx.redirect_stderr(err)
        failed: dict[str, Any] | None = None
        try:
            if source.strip():
                self.session.run(source, filename=self.filename)
        except MException as exc:
            failed = {"output_type": "error", "ename": exc.identifier or "MATLAB:error", "evalue": exc.message,
                      "traceback": error_text(exc, interactive=True).rstrip("\n").split("\n")}
        except MatlabExit:
            pass
        finally:
            ctx.redirect_stdout(old_out)
            ctx.redirect_stderr(old_err)
        outputs = [_stream(name, buf.getvalue()) for name, buf in (("stdout", out), ("stderr", err)) if buf.getvalue()]
        for number, data in self.figures.changed(ctx, drawn_only=failed is not None):
            if isinstance(data, Exception):
                outputs.append(_stream("stderr", f"Warning: figure {number} could not be drawn ({data}).\n"))
            else:
                outputs.append({"output_type": "display_data", "data": data, "metadata": {}})
        if failed is not None:
            outputs.append(failed)
        return outputs, failed is None


def run_notebook(nb: dict[str, Any], allow_errors: bool = False, cwd: str | None = None,
                 figure_formats: list[str] | None = None) -> tuple[dict[str, Any], bool]:
    """Run ``nb``'s code cells in place in a fresh session (in ``cwd``); after an error the rest
    do not run unless ``allow_errors``.  Returns (the notebook, whether every cell that ran succeeded)."""
    import os

    from runmat_vm.session import Session

    old = os.getcwd()
    if cwd:
        os.chdir(cwd)
    runner = CellRunner(Session(display="matlab"), figure_formats)
    count = 0
    ok = True
    try:
        for cell in nb.get("cells", []):
            if cell.get("cell_type") != "code":
                continue
            if not ok and not allow_errors:
                cell["outputs"], cell["execution_count"] = [], None
                continue
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            count += 1
            outputs, success = runner.run(source)
            ok = ok and success
            cell["outputs"], cell["execution_count"] = outputs, count
    finally:
        os.chdir(old)
    return nb, ok
