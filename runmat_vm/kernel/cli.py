"""``runmat kernel ...``: the typer sub-command (imports jupyter only when it runs)."""

from __future__ import annotations

from typing import Optional

import typer

kernel_app = typer.Typer(help="The Jupyter kernel \"RunMat (MATLAB)\".", no_args_is_help=True)


@kernel_app.command("install")
def install_cmd(
    user: bool = typer.Option(False, "--user", help="Install for the current user (~/.local/share/jupyter)."),
    prefix: Optional[str] = typer.Option(None, "--prefix", help="Install under this prefix (a virtual environment)."),
    figure_format: Optional[str] = typer.Option(None, "--figure-format",
                                                help="Inline figures as png (default), svg or png,svg."),
) -> None:
    """Write the kernelspec so Jupyter offers "RunMat (MATLAB)"."""
    from runmat_vm.kernel.install import install

    if figure_format is not None and not set(figure_format.split(",")) <= {"png", "svg"}:
        typer.echo(f"runmat kernel install: --figure-format {figure_format}: use png, svg or png,svg", err=True)
        raise typer.Exit(2)
    try:
        import ipykernel  # noqa: F401
        import jupyter_client  # noqa: F401
    except ImportError:
        typer.echo("runmat kernel install: the kernel needs Jupyter: pip install 'runmat[jupyter]'", err=True)
        raise typer.Exit(2) from None
    try:
        path = install(user=user, prefix=prefix, figure_format=figure_format)
    except OSError as exc:
        typer.echo(f"runmat kernel install: {exc}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"Installed kernelspec runmat (\"RunMat (MATLAB)\") in {path}")
