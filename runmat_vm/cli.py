"""The ``runmat`` command line (typer + rich)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from runmat_vm import __version__

app = typer.Typer(add_completion=False, no_args_is_help=False, help="RunMat: a MATLAB-language runtime.")
builtins_app = typer.Typer(help="Introspect the builtin catalog.", no_args_is_help=True)
accel_app = typer.Typer(help="Acceleration providers.", no_args_is_help=True)
plugins_app = typer.Typer(help="Builtin plugins.", no_args_is_help=True)
app.add_typer(builtins_app, name="builtins")
app.add_typer(accel_app, name="accel")
app.add_typer(plugins_app, name="plugins")
out = Console()
err = Console(stderr=True)


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
    from runmat_builtins.plugins import RECORDS

    catalog()
    if as_json:
        typer.echo(json.dumps([asdict(r) for r in RECORDS], indent=2))
        return
    table = Table("plugin", "distribution", "version", "status", "builtins", "reason", title=f"{len(RECORDS)} plugins")
    for r in RECORDS:
        table.add_row(r.name, r.distribution, r.version or "", r.status, ", ".join(r.builtins), r.reason or "")
    out.print(table)


def main() -> None:
    """Console-script entry point."""
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
