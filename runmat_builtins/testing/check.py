"""``check_builtin``: an opcheck-style validator for one registered builtin.

It checks what a catalog entry promises: complete metadata, a spec that matches the
Python signature, examples that print what they say (given a VM runner), MATLAB errors
with identifiers for bad calls, and host/device agreement on the ``inprocess`` device.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from runmat_builtins.catalog import catalog
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.model import BuiltinSpec, ErrorSpec

ARITY_CALLS = ("too many inputs", "no inputs")
NO_DEVICE_KINDS = {"meta", "construct", "random"}  # host-only: checks the gather path


class BuiltinCheckError(AssertionError):
    """``check_builtin`` found problems; the message lists every one."""


@dataclass
class CheckReport:
    """What ``check_builtin`` did: checks passed, problems found, checks skipped (with why)."""

    name: str
    passed: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        lines = [f"check_builtin({self.name!r}): {len(self.passed)} passed, "
                 f"{len(self.problems)} problem(s), {len(self.skipped)} skipped"]
        lines += [f"  problem: {p}" for p in self.problems]
        lines += [f"  skipped: {s}" for s in self.skipped]
        return "\n".join(lines)


def check_builtin(name: str, *, run_m: Callable[[str], str] | None = None,
                  inputs: Sequence[tuple[Any, ...]] | None = None, device: bool = True,
                  rtol: float = 1e-10, raise_on_problems: bool = True) -> CheckReport:
    """Validate builtin ``name``; raise :class:`BuiltinCheckError` listing every problem.

    ``run_m(code) -> stdout`` runs examples (the ``check_builtin`` fixture of the
    ``runmat_vm.testing`` pytest plugin passes a fresh Session's); ``inputs`` are argument
    tuples for the host/device comparison (default: generated from the signatures).
    """
    b = catalog().builtin(name)
    rep = CheckReport(name)
    _check_metadata(b.spec, rep)
    _check_signature(b.spec, b.fn, rep)
    _check_examples(b.spec, run_m, rep)
    _check_bad_calls(b.spec, rep)
    if device:
        _check_device(b.spec, inputs, rtol, rep)
    if rep.problems and raise_on_problems:
        raise BuiltinCheckError(str(rep))
    return rep


def _check_metadata(spec: BuiltinSpec, rep: CheckReport) -> None:
    missing = []
    if not spec.summary.strip():
        missing.append("summary")
    if any(not s.text for s in spec.signatures):
        missing.append("signature text (MATLAB notation) on every signature")
    if not spec.examples:
        missing.append("at least one example")
    for e in spec.errors:
        try:
            ErrorSpec.model_validate(e.model_dump())
        except ValueError as exc:
            missing.append(f"a valid identifier for error {e.identifier!r} ({exc})")
    if any(not ex.output for ex in spec.examples):
        missing.append("expected output on every example")
    if missing:
        rep.problems.append("metadata: missing " + "; ".join(missing))
    else:
        rep.passed.append("metadata")


def _check_signature(spec: BuiltinSpec, fn: Callable[..., Any], rep: CheckReport) -> None:
    params = list(inspect.signature(fn).parameters.values())
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    required = sum(1 for p in positional if p.default is p.empty)
    varargs = any(p.kind == p.VAR_POSITIONAL for p in params)
    bad = []
    for sig in spec.signatures:
        n = len([p for p in sig.inputs if p.arity != "variadic"])
        if sig.max_inputs is None and not varargs:
            bad.append(f"{sig.text!r} is variadic but the function has no *args")
        elif n < required or (n > len(positional) and not varargs):
            bad.append(f"{sig.text!r} passes {n} input(s); the function takes "
                       f"{required}..{'inf' if varargs else len(positional)}")
        if len(sig.outputs) > 1 and spec.output_mode != "nargout":
            bad.append(f"{sig.text!r} has {len(sig.outputs)} outputs but output_mode is not 'nargout'")
    if bad:
        rep.problems.append("signature: " + "; ".join(bad))
    else:
        rep.passed.append("signature")


def _check_examples(spec: BuiltinSpec, run_m: Callable[[str], str] | None, rep: CheckReport) -> None:
    if run_m is None:
        rep.skipped.append("examples: no run_m given (use the runmat_vm.testing check_builtin fixture)")
        return
    for i, ex in enumerate(spec.examples):
        try:
            got = run_m(ex.code)
        except MException as exc:
            rep.problems.append(f"example {i + 1}: raised {exc.identifier}: {exc.message}")
            continue
        if got != ex.output:
            rep.problems.append(f"example {i + 1}: printed {got!r}, the spec says {ex.output!r}")
    if not any(p.startswith("example") for p in rep.problems):
        rep.passed.append(f"examples ({len(spec.examples)})")


def _error_of(name: str, args: tuple[Any, ...]) -> str | None:
    """None when the call succeeds or raises a MATLAB error; else what went wrong."""
    try:
        call_builtin(name, *args)
    except MException as exc:
        if not exc.identifier or exc.identifier.endswith(":internal"):
            return f"{exc.identifier or 'no identifier'}: {exc.message}"
    except Exception as exc:  # noqa: BLE001 - the point is to catch what leaks
        return f"Python {type(exc).__name__}: {exc}"
    return None


def _cell(value: Any) -> np.ndarray:
    c = np.empty((1, 1), dtype=object)
    c[0, 0] = value
    return c


def _check_bad_calls(spec: BuiltinSpec, rep: CheckReport) -> None:
    """Too many, too few and wrongly typed inputs give MATLAB errors, never internal ones."""
    lo = min(s.min_inputs for s in spec.signatures)
    highs = [s.max_inputs for s in spec.signatures]
    calls: list[tuple[str, tuple[Any, ...]]] = []
    if None not in highs:
        calls.append(("too many inputs", (1.0,) * (max(h for h in highs if h is not None) + 1)))
    if lo > 0:
        calls.append(("no inputs", ()))
        calls.append(("a cell array as first input", (_cell(1.0),) + (1.0,) * (lo - 1)))
    bad = []
    for what, args in calls:
        err = _error_of(spec.name, args)
        if err is not None and what in ARITY_CALLS and ":internal: TypeError:" in err:
            rep.skipped.append(f"errors: {what}: input counts are not checked by call_builtin yet")
        elif err is not None:
            bad.append(f"{what}: {err}")
    if bad:
        rep.problems.append("errors: bad calls must raise MATLAB errors with identifiers; " + "; ".join(bad))
    else:
        rep.passed.append(f"errors ({len(calls)} bad calls)")


def _generated_inputs(spec: BuiltinSpec) -> list[tuple[Any, ...]]:
    rng = np.random.default_rng(0)
    out = []
    for sig in spec.signatures:
        if any(p.literal or p.type in ("option", "empty") or p.arity == "variadic" for p in sig.inputs):
            continue
        n = sig.min_inputs
        for shape in ((5, 1), (3, 4)):
            out.append(tuple(rng.uniform(0.1, 0.9, shape) for _ in range(n)))
            # one data array, then increasing scalars (bounds, orders, parameters)
            out.append((rng.uniform(0.1, 0.9, shape),) + tuple(float(k + 1) / (n + 1) for k in range(n - 1)))
    return out


def _same(host: Any, dev: Any, rtol: float) -> str | None:
    h, d = np.asarray(host), np.asarray(dev)
    if h.shape != d.shape:
        return f"shape {d.shape} on the device, {h.shape} on the host"
    if h.dtype != d.dtype:
        return f"class {d.dtype} on the device, {h.dtype} on the host"
    if h.dtype.kind in "fc" and not np.allclose(h, d, rtol=rtol, atol=0, equal_nan=True):
        return "values differ"
    if h.dtype.kind not in "fc" and not np.array_equal(h, d):
        return "values differ"
    return None


def _check_device(spec: BuiltinSpec, inputs: Sequence[tuple[Any, ...]] | None, rtol: float,
                  rep: CheckReport) -> None:
    if spec.accel.kind in NO_DEVICE_KINDS:
        rep.skipped.append(f"device: accel kind {spec.accel.kind!r} does not run on a device")
        return
    import runmat_accel

    cases = list(inputs) if inputs is not None else _generated_inputs(spec)
    before = runmat_accel.requested_provider()
    runmat_accel.select_provider("inprocess")
    agreed, bad = 0, []
    try:
        for args in cases:
            try:
                host = call_builtin(spec.name, *args)
            except MException:
                continue  # not a valid input for this builtin
            dev_args = tuple(runmat_accel.upload(a) if isinstance(a, np.ndarray) and a.dtype != object else a
                             for a in args)
            try:
                dev = call_builtin(spec.name, *dev_args)
            except MException as exc:
                bad.append(f"device call raised {exc.identifier}: {exc.message}")
                continue
            on_device = isinstance(dev, runmat_accel.GpuArray)
            if spec.accel.residency == "inherit" and not on_device:
                bad.append("residency 'inherit' but the result came back to the host")
            why = _same(host, runmat_accel.download(dev) if on_device else dev, rtol)
            if why:
                bad.append(f"inputs of shape {[np.shape(a) for a in args]}: {why}")
            else:
                agreed += 1
    finally:
        runmat_accel.select_provider(before)
    if bad:
        rep.problems.append("device: " + "; ".join(bad))
    elif agreed == 0:
        rep.skipped.append("device: no generated input was valid; pass inputs=[(...), ...]")
    else:
        rep.passed.append(f"device ({agreed} inputs agree host vs inprocess)")
