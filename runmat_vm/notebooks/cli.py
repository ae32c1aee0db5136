"""``runmat notebook convert|run``: live scripts and notebooks from the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

notebook_app = typer.Typer(help="MATLAB live scripts (.m) and Jupyter notebooks (.ipynb).", no_args_is_help=True)


def _read(path: Path) -> dict:
    """A notebook from .ipynb, or a live script / %% cell script (.m) as one."""
    from runmat_vm.frontend.limits import decode_source
    from runmat_vm.notebooks.livescript import to_notebook

    try:
        raw = path.read_bytes()
    except OSError as exc:
        typer.echo(f"runmat notebook: {path}: {exc.strerror or exc}", err=True)
        raise typer.Exit(2) from None
    if path.suffix == ".ipynb":
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            typer.echo(f"runmat notebook: {path} is not a notebook ({exc}).", err=True)
            raise typer.Exit(2) from None
    return to_notebook(decode_source(raw))


def _write(nb: dict, path: Path) -> None:
    from runmat_vm.notebooks.livescript import from_notebook

    if path.suffix == ".m":
        path.write_bytes(from_notebook(nb).encode("utf-8"))
    else:
        path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


@notebook_app.command("convert")
def convert_cmd(
    source: Path = typer.Argument(..., help="A live script or %% cell script (.m), or a notebook (.ipynb)."),
    output: Optional[Path] = typer.Option(None, "-o", "--output",
                                          help="Where to write (default: SOURCE with the other extension)."),
) -> None:
    """Convert a live script (.m) to a notebook (.ipynb) or back; unchanged text round-trips byte for byte."""
    target = output or source.with_suffix(".m" if source.suffix == ".ipynb" else ".ipynb")
    _write(_read(source), target)
    typer.echo(f"Wrote {target}")


@notebook_app.command("run")
def run_cmd(
    source: Path = typer.Argument(..., help="A notebook (.ipynb) or a live script (.m)."),
    output: Optional[Path] = typer.Option(None, "-o", "--output",
                                          help="Where to write the executed notebook (default: SOURCE, as .ipynb)."),
    allow_errors: bool = typer.Option(False, "--allow-errors", help="Go on running cells after an error."),
) -> None:
    """Run every code cell headless, storing outputs and figures; exit 1 when a cell failed."""
    from runmat_vm.notebooks.runner import run_notebook

    nb, ok = run_notebook(_read(source), allow_errors=allow_errors, cwd=str(source.resolve().parent))
    target = output or source.with_suffix(".ipynb")
    _write(nb, target)
    typer.echo(f"Wrote {target}")
    raise typer.Exit(0 if ok else 1)
