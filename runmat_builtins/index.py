"""The index of the core library: builtin name -> defining module and what dispatch needs.

``runmat_builtins/index.json`` is generated with the inventory (``runmat builtins inventory``;
``--check`` fails on a stale one) from fully validated specs. Dispatch finds a core builtin
here and imports only its module, on its first call; the module's builtins take their
dispatch fields from here, and build their pydantic ``BuiltinSpec`` only when asked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional

PATH = Path(__file__).with_name("index.json")


class BuiltinInfo(NamedTuple):
    """The fields of one builtin that dispatch, the guard and the VM read on the way to a call."""

    name: str
    module: str
    category: str
    min_inputs: int
    max_inputs: Optional[int]        # None: variadic
    kind: str                        # accel kind
    residency: str
    data: Optional[list[int]]        # data argument positions for the guard; None: every argument
    data_from: Optional[int]         # every argument from here on is data too
    precisions: Optional[list[str]]  # None: host-only (the guard checks none)
    xp: bool                         # the body takes these keyword-only parameters
    nargout: bool
    ctx: bool
    output_mode: str
    effects: list[str]
    suppress_auto_output: bool
    template: Optional[str]          # fusion expression template (docs/writing-builtins.md)
    reduce: Optional[str] = None     # the reduction fusion computes it by (runmat_accel.fusion.reduce)
    input_names: bool = False        # the compiler appends the call's InputNames (spec.input_names)


def info_of(spec: Any, fn: Callable[..., Any]) -> BuiltinInfo:
    """The dispatch fields of a validated spec and its body."""
    import inspect

    params = inspect.signature(fn).parameters
    positional = [p for p in params.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    varargs = any(p.kind == p.VAR_POSITIONAL for p in params.values())
    positions, data_from = spec.accel.data_positions()
    return BuiltinInfo(
        name=spec.name, module=getattr(fn, "__module__", "") or "", category=spec.category,
        min_inputs=sum(1 for p in positional if p.default is p.empty),
        max_inputs=None if varargs else len(positional),
        kind=spec.accel.kind, residency=spec.accel.residency,
        data=None if positions is None else sorted(positions), data_from=data_from,
        precisions=list(spec.accel.precisions) if spec.accel.kind != "host-only" else None,
        xp="xp" in params, nargout="nargout" in params, ctx="ctx" in params,
        output_mode=spec.output_mode, effects=list(spec.effects),
        suppress_auto_output=spec.suppress_auto_output, template=spec.accel.template,
        reduce=spec.accel.reduce,
        input_names=spec.input_names,
    )


def render(infos: list[BuiltinInfo]) -> str:
    """The text of index.json for these builtins (sorted, one builtin a line)."""
    rows = sorted(infos, key=lambda i: i.name)
    body = ",\n".join(f" {json.dumps(i.name)}: {json.dumps(list(i)[1:])}" for i in rows)
    return '{"fields": ' + json.dumps(list(BuiltinInfo._fields[1:])) + ',\n "builtins": {\n' + body + "\n}}\n"


_INDEX: dict[str, BuiltinInfo] | None = None


def index() -> dict[str, BuiltinInfo]:
    """name -> BuiltinInfo of every core builtin (read once; empty when index.json is missing or stale)."""
    global _INDEX
    if _INDEX is None:
        try:
            raw = json.loads(PATH.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raw = {}
        if raw.get("fields") != list(BuiltinInfo._fields[1:]):
            # missing, or written for other fields: every builtin is validated at definition, so
            # `runmat builtins inventory` can regenerate it (tests/core/test_index.py fails until then)
            raw = {"builtins": {}}
        _INDEX = {name: BuiltinInfo(name, *row) for name, row in raw["builtins"].items()}
    return _INDEX
