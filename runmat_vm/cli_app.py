"""The ``runmat`` command line as a typer app (every command, ``--help``); ``runmat_vm.cli``
runs ``run``, ``eval`` and ``--version`` without importing it."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from runmat_vm.cli import (ACCEL_HELP, DISPLAY_HELP, EXPLAIN_HELP, EXPLAIN_LINES_HELP, JIT_HELP, check_display, run_code, run_file,
                           version_line)


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

app = typer.Typer(add_completion=False, no_args_is_help=False,
                  help="RunMat: a MATLAB-language runtime. Values are shown as MATLAB's Command Window "
                       "shows them; --display octave (or RUNMAT_DISPLAY=octave) shows them as GNU Octave does.")
builtins_app = typer.Typer(help="Introspect the builtin catalog.", no_args_is_help=True)
accel_app = typer.Typer(help="Acceleration providers.", no_args_is_help=True)
plugins_app = typer.Typer(help="Builtin plugins.", no_args_is_help=True)
cache_app = typer.Typer(help="The native tier's disk cache of compiled loops and functions.", no_args_is_help=True)
app.add_typer(builtins_app, name="builtins")
app.add_typer(accel_app, name="accel")
app.add_typer(plugins_app, name="plugins")
app.add_typer(cache_app, name="cache")
from runmat_vm.kernel.cli import kernel_app  # noqa: E402 - typer only; jupyter is imported when it runs

app.add_typer(kernel_app, name="kernel")
from runmat_vm.notebooks.cli import notebook_app  # noqa: E402 - typer only

app.add_typer(notebook_app, name="notebook")
out = _Console()
err = _Console(stderr=True)


def _version_cb(value: bool) -> None:
    if value:
        typer.echo(version_line())
        raise typer.Exit()


@app.callback(invoke_without_command=True)
def main_cb(
    ctx: typer.Context,
    version: bool = typer.Option(False, "--version", callback=_version_cb, is_eager=True, help="Show the version."),
    display: Optional[str] = typer.Option(None, "--display", help=DISPLAY_HELP + " (the REPL)"),
) -> None:
    if ctx.invoked_subcommand is None:
        from runmat_vm import repl

        bad = check_display(display)
        if bad is not None:
            raise typer.Exit(bad)
        raise typer.Exit(repl.main(display))


# ---- cache ----------------------------------------------------------------
@cache_app.command("info")
def cache_info(as_json: bool = typer.Option(False, "--json")) -> None:
    """Where the native tier's cache is, how many compiled units it holds and its size."""
    from runmat_vm import native

    if not native.available():
        typer.echo(native.summary())
        return
    from runmat_vm.native import cache

    info = cache.info()
    if as_json:
        typer.echo(json.dumps(info))
    else:
        typer.echo(f"{info['folder']}: {info['units']} units, {info['bytes']} bytes")


@cache_app.command("clear")
def cache_clear() -> None:
    """Remove the native tier's compiled units (the next run compiles what it needs again)."""
    from runmat_vm import native

    if native.available():
        from runmat_vm.native import cache

        cache.clear()
        typer.echo(f"cleared {cache.folder()}")


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
    check: bool = typer.Option(False, "--check", help="Fail when docs/builtins.* or the index are stale."),
    docs: Path = typer.Option(Path("docs"), "--docs", help="Folder holding builtins.json and builtins.md."),
) -> None:
    """Regenerate docs/builtins.json, docs/builtins.md and the index runmat_builtins/index.json."""
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
    typer.echo(f"wrote {docs / 'builtins.json'}, {docs / 'builtins.md'} and {inventory.index.PATH}")


# ---- accel ----------------------------------------------------------------

@accel_app.command("calibrate")
def accel_calibrate(as_json: bool = typer.Option(False, "--json")) -> None:
    """Time host and device per op kind; cache the offload planner's cost model for this device."""
    import runmat_accel

    model, path = runmat_accel.calibrate_offload()
    if as_json:
        typer.echo(json.dumps({"path": str(path), **model.to_json()}, indent=2))
        return
    table = Table("kind", "threshold (work)", "host ns/unit", "device ns/unit", "launch us",
                  title=f"{model.device}: written to {path}")
    for kind, c in model.costs.items():
        table.add_row(kind, f"{model.threshold(kind):.0f}", f"{c.host_ns_per_unit:.4f}",
                      f"{c.device_ns_per_unit:.4f}", f"{c.launch_ns / 1e3:.1f}")
    out.print(table)


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

    from runmat_builtins.plugins import ensure_plugins, plugin_report

    ensure_plugins()
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

@app.command("run")
def run_cmd(
    file: Path = typer.Argument(..., help="A MATLAB script or function file."),
    accel: Optional[str] = typer.Option(None, "--accel", help=ACCEL_HELP),
    telemetry: bool = typer.Option(False, "--telemetry", help="Print a telemetry table to stderr."),
    telemetry_out: Optional[Path] = typer.Option(None, "--telemetry-out", help="Write telemetry as JSON."),
    jit: Optional[bool] = typer.Option(None, "--jit/--no-jit", help=JIT_HELP),
    explain_offload: bool = typer.Option(False, "--explain-offload", help=EXPLAIN_HELP),
    display: Optional[str] = typer.Option(None, "--display", help=DISPLAY_HELP),
    explain: bool = typer.Option(False, "--explain", help=EXPLAIN_LINES_HELP),
) -> None:
    """Run a MATLAB file (exit 1 on an uncaught error, 2 when the file is missing).

    Like MATLAB's run, functions and scripts next to the file are found (its folder is on the path)."""
    raise typer.Exit(run_file(file, accel, telemetry, telemetry_out, jit, explain_offload, display, explain))


@app.command("eval")
def eval_cmd(
    code: str = typer.Argument(..., help="MATLAB code to run."),
    accel: Optional[str] = typer.Option(None, "--accel", help=ACCEL_HELP),
    telemetry: bool = typer.Option(False, "--telemetry", help="Print a telemetry table to stderr."),
    telemetry_out: Optional[Path] = typer.Option(None, "--telemetry-out", help="Write telemetry as JSON."),
    jit: Optional[bool] = typer.Option(None, "--jit/--no-jit", help=JIT_HELP),
    explain_offload: bool = typer.Option(False, "--explain-offload", help=EXPLAIN_HELP),
    display: Optional[str] = typer.Option(None, "--display", help=DISPLAY_HELP),
    explain: bool = typer.Option(False, "--explain", help=EXPLAIN_LINES_HELP),
) -> None:
    """Run MATLAB code given on the command line (same exit codes as run)."""
    raise typer.Exit(run_code(code, accel, telemetry, telemetry_out, jit, explain_offload, display, explain))


@app.command("debug-adapter")
def debug_adapter_cmd() -> None:
    """Serve the Debug Adapter Protocol on stdin/stdout (for VS Code and other editors): launch a
    .m file with breakpoints, step, and see the stopped frame's variables."""
    from runmat_vm.dap import main

    raise typer.Exit(main())


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
