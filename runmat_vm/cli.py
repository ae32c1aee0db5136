"""The ``runmat`` command line (typer + rich)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from runmat_vm import __version__


class _Console:
    """A rich Console made on first use: ``runmat run``/``eval`` never import rich (start-up)."""

    def __init__(self, **kw: object) -> None:
        self._kw = kw
        self._console = None

    def __getattr__(self, name: str) -> object:
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._kw)
        return getattr(self._console, name)


def escape(text: str) -> str:
    from rich.markup import escape as rich_escape

    return rich_escape(text)


def Table(*args: object, **kw: object) -> object:  # noqa: N802 - rich's name
    from rich.table import Table as RichTable

    return RichTable(*args, **kw)

app = typer.Typer(add_completion=False, no_args_is_help=False, help="RunMat: a MATLAB-language runtime.")
builtins_app = typer.Typer(help="Introspect the builtin catalog.", no_args_is_help=True)
accel_app = typer.Typer(help="Acceleration providers.", no_args_is_help=True)
plugins_app = typer.Typer(help="Builtin plugins.", no_args_is_help=True)
app.add_typer(builtins_app, name="builtins")
app.add_typer(accel_app, name="accel")
app.add_typer(plugins_app, name="plugins")
out = _Console()
err = _Console(stderr=True)


def _version_line() -> str:
    from runmat_builtins import catalog
    from runmat_builtins.plugins import RECORDS

    n = len(catalog())
    loaded = sum(1 for r in RECORDS if r.status == "loaded")
    failed = sum(1 for r in RECORDS if r.status == "failed")
    return f"runmat {__version__}\nplugins: {loaded} loaded, {failed} failed; {n} builtins"


def _version_cb(value: bool) -> None:
    if value:
        typer.echo(_version_line())
        raise typer.Exit()


@app.callback(invoke_without_command=True)
def main_cb(
    ctx: typer.Context,
    version: bool = typer.Option(False, "--version", callback=_version_cb, is_eager=True, help="Show the version."),
) -> None:
    if ctx.invoked_subcommand is None:
        from runmat_vm import repl

        raise typer.Exit(repl.main())


# ---- builtins -------------------------------------------------------------

@builtins_app.command("list")
def builtins_list(
    category: Optional[str] = typer.Option(None, "--category", help="Category or category prefix."),
    keyword: Optional[str] = typer.Option(None, "--keyword"),
    kind: Optional[str] = typer.Option(None, "--kind", help="Accel kind (elementwise, reduction, ...)."),
    origin: Optional[str] = typer.Option(None, "--origin", help="Distribution that provides it."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """List builtins, optionally filtered."""
    from runmat_builtins import catalog

    specs = catalog().specs(category=category, keyword=keyword, accel_kind=kind, origin=origin)
    if as_json:
        typer.echo(json.dumps([s.model_dump(mode="json") for s in specs], indent=2))
        return
    table = Table("name", "category", "accel", "summary", title=f"{len(specs)} builtins")
    for s in specs:
        table.add_row(s.name, s.category, s.accel.kind, s.summary)
    out.print(table)


@builtins_app.command("show")
def builtins_show(name: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """Show one builtin's full metadata."""
    from runmat_builtins import UnknownBuiltinError, catalog

    try:
        spec = catalog().get(name)
    except UnknownBuiltinError as exc:
        err.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(spec.model_dump_json(indent=2))
        return
    out.print(f"[bold]{spec.name}[/bold]  ({spec.category}, from {spec.origin.distribution})")
    out.print(spec.summary)
    if spec.description:
        out.print(spec.description)
    out.print("\n[bold]Syntax[/bold]")
    for sig in spec.signatures:
        out.print(f"  {sig.text}", markup=False)
    out.print(f"\n[bold]Acceleration[/bold]: {spec.accel.kind}, residency {spec.accel.residency}")
    if spec.errors:
        out.print("\n[bold]Errors[/bold]")
        for e in spec.errors:
            out.print(f"  {e.identifier}: {e.when}", markup=False)
    for ex in spec.examples:
        out.print("\n[bold]Example[/bold]")
        out.print(ex.code, markup=False)
        out.print(ex.output, markup=False)
    if spec.related:
        out.print("\nSee also: " + ", ".join(spec.related))


@builtins_app.command("schema")
def builtins_schema() -> None:
    """Print the JSON Schema of BuiltinSpec."""
    from runmat_builtins import Catalog

    typer.echo(json.dumps(Catalog.json_schema(), indent=2))


@builtins_app.command("inventory")
def builtins_inventory(
    check: bool = typer.Option(False, "--check", help="Fail when docs/builtins.* are stale."),
    docs: Path = typer.Option(Path("docs"), "--docs", help="Folder holding builtins.json and builtins.md."),
) -> None:
    """Regenerate docs/builtins.json and docs/builtins.md from the catalog."""
    from runmat_builtins import inventory

    if check:
        stale = inventory.stale(docs)
        if stale:
            err.print(f"stale: {', '.join(stale)}; run `runmat builtins inventory` and commit the result")
            raise typer.Exit(1)
        typer.echo("inventory is current")
        return
    docs.mkdir(parents=True, exist_ok=True)
    inventory.write(docs)
    typer.echo(f"wrote {docs / 'builtins.json'} and {docs / 'builtins.md'}")


# ---- accel ----------------------------------------------------------------

@accel_app.command("info")
def accel_info(as_json: bool = typer.Option(False, "--json")) -> None:
    """Providers found, loaded, failed (with the reason), selected, and their devices."""
    import runmat_accel

    infos = runmat_accel.describe_providers()
    requested = runmat_accel.requested_provider()
    if as_json:
        typer.echo(json.dumps({"requested": requested,
                               "providers": [i.model_dump(mode="json") for i in infos]}, indent=2))
        return
    table = Table("provider", "status", "device", "reason / devices", title=f"requested: {requested}")
    for i in infos:
        detail = i.reason or ", ".join(d.name for d in i.devices) or i.description
        table.add_row(i.name, i.status, "yes" if i.is_device else "no", escape(detail))
    out.print(table)


# ---- plugins --------------------------------------------------------------

@plugins_app.command("list")
def plugins_list(as_json: bool = typer.Option(False, "--json")) -> None:
    """Builtin plugins found, with status and what they contribute."""
    from dataclasses import asdict

    from runmat_builtins import catalog
    from runmat_builtins.plugins import plugin_report

    catalog()
    records = plugin_report()
    if as_json:
        typer.echo(json.dumps([asdict(r) for r in records], indent=2))
        return
    table = Table("distribution", "version", "status", "builtins", "providers", "reason",
                  title=f"{len(records)} plugins")
    for r in records:
        table.add_row(escape(r.distribution), r.version or "", r.status, ", ".join(r.builtins),
                      ", ".join(r.providers), escape(r.reason or ""))
    out.print(table)


# ---- run / eval / disasm (the VM) -----------------------------------------

def _prepare_accel(accel: Optional[str]) -> Optional[int]:
    """Select the provider; an unknown name is a usage error (2), an unavailable one an error (1)."""
    if not accel:
        return None
    import runmat_accel

    try:
        runmat_accel.select_provider(accel)
    except Exception as exc:
        ident = getattr(exc, "identifier", "")
        sys.stderr.write(f"runmat: --accel {accel}: {exc}\n")
        return 2 if ident.endswith(":unknownProvider") else 1
    return None


def _finish_telemetry(telemetry: bool, telemetry_out: Optional[Path]) -> None:
    if not (telemetry or telemetry_out):
        return
    from runmat_accel import telemetry as tel

    snap = tel.snapshot()
    if telemetry_out:
        try:
            telemetry_out.write_text(snap.model_dump_json(indent=2))
        except OSError as exc:
            sys.stderr.write(f"runmat: cannot write telemetry to {telemetry_out}: {exc}\n")
    if telemetry:
        from runmat_vm.report import telemetry_tables

        for table in telemetry_tables(snap):
            err.print(table)


def _run_vm(action, accel: Optional[str], telemetry: bool, telemetry_out: Optional[Path]) -> int:
    """Run ``action`` (a Session call): 0 on success, 1 on an uncaught MATLAB error (reported
    MATLAB's way on stderr), 130 when interrupted; telemetry is written in every case."""
    from runmat_builtins.errors import MException
    from runmat_vm.report import error_text

    bad = _prepare_accel(accel)
    if bad is not None:
        return bad
    if telemetry or telemetry_out:
        from runmat_accel import telemetry as tel

        tel.reset()
    try:
        action()
        code = 0
    except MException as exc:
        sys.stdout.flush()
        sys.stderr.write(error_text(exc))
        code = 1
    except KeyboardInterrupt:
        sys.stdout.flush()
        sys.stderr.write("Operation terminated by user.\n")
        code = 130
    except Exception as exc:  # never a traceback for the user
        sys.stdout.flush()
        sys.stderr.write(f"Error: RunMat:internal: {type(exc).__name__}: {exc}\n")
        code = 1
    sys.stdout.flush()
    _finish_telemetry(telemetry, telemetry_out)
    return code


_ACCEL_HELP = "Acceleration provider: cpu, inprocess, cuda or auto."
_JIT_HELP = "Compiled tier for hot functions and loops (default from RUNMAT_JIT: on unless 0)."


def _set_jit(jit: Optional[bool]) -> None:
    """--jit / --no-jit override RUNMAT_JIT (see runmat_vm/jit)."""
    if jit is not None:
        from runmat_vm import jit as tier

        if not jit or tier.mode() == "off":
            tier.configure("on" if jit else "off")


@app.command("run")
def run_cmd(
    file: Path = typer.Argument(..., help="A MATLAB script or function file."),
    accel: Optional[str] = typer.Option(None, "--accel", help=_ACCEL_HELP),
    telemetry: bool = typer.Option(False, "--telemetry", help="Print a telemetry table to stderr."),
    telemetry_out: Optional[Path] = typer.Option(None, "--telemetry-out", help="Write telemetry as JSON."),
    jit: Optional[bool] = typer.Option(None, "--jit/--no-jit", help=_JIT_HELP),
) -> None:
    """Run a MATLAB file (exit 1 on an uncaught error, 2 when the file is missing).

    Like MATLAB's run, functions and scripts next to the file are found (its folder is on the path)."""
    if not file.is_file():
        err.print(f"runmat run: no such file: {escape(str(file))}")
        raise typer.Exit(2)
    from runmat_vm.session import Session

    _set_jit(jit)
    session = Session()
    session.add_path([str(file.resolve().parent)], end=True)
    raise typer.Exit(_run_vm(lambda: session.run_file(file), accel, telemetry, telemetry_out))


@app.command("eval")
def eval_cmd(
    code: str = typer.Argument(..., help="MATLAB code to run."),
    accel: Optional[str] = typer.Option(None, "--accel", help=_ACCEL_HELP),
    telemetry: bool = typer.Option(False, "--telemetry", help="Print a telemetry table to stderr."),
    telemetry_out: Optional[Path] = typer.Option(None, "--telemetry-out", help="Write telemetry as JSON."),
    jit: Optional[bool] = typer.Option(None, "--jit/--no-jit", help=_JIT_HELP),
) -> None:
    """Run MATLAB code given on the command line (same exit codes as run)."""
    from runmat_vm.session import Session

    _set_jit(jit)
    session = Session()
    raise typer.Exit(_run_vm(lambda: session.run(code), accel, telemetry, telemetry_out))


@app.command("disasm")
def disasm_cmd(
    file: Path = typer.Argument(..., help="A MATLAB file."),
    compiled: bool = typer.Option(False, "--compiled", help="Show the compiled tier's generated Python."),
) -> None:
    """Print the bytecode of a MATLAB file (like Python's dis), or with --compiled the generated Python."""
    if not file.is_file():
        err.print(f"runmat disasm: no such file: {escape(str(file))}")
        raise typer.Exit(2)
    from runmat_builtins.errors import MException
    from runmat_vm.disasm import disassemble_source
    from runmat_vm.report import error_text

    try:
        if compiled:
            from runmat_vm.jit.listing import listing_source as disassemble_source
        typer.echo(disassemble_source(file.read_text(encoding="utf-8"), str(file)), nl=False)
    except MException as exc:
        sys.stderr.write(error_text(exc))
        raise typer.Exit(1) from None


@app.command("lint-plugin")
def lint_plugin_cmd(paths: list[Path] = typer.Argument(..., help="Plugin source files or folders.")) -> None:
    """Check plugin code against the accel boundary (the boundary checker in plugin mode)."""
    from runmat_builtins.testing import BoundaryCheckerMissing, lint_plugin

    try:
        report = lint_plugin(*paths)
    except BoundaryCheckerMissing as exc:
        err.print(escape(str(exc)))
        raise typer.Exit(2) from None
    for v in report.violations:
        typer.echo(v.format())
    status = f"{len(report.violations)} violation(s)" if report.violations else "OK"
    typer.echo(f"lint-plugin: {status}, {report.files_checked} file(s) checked")
    raise typer.Exit(1 if report.violations else 0)


def main() -> None:
    """Console-script entry point."""
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
