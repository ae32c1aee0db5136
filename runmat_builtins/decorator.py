"""``@runtime_builtin``: validate a builtin's metadata, check it against the
function, wrap the function in the accel guard and register it in the catalog."""

from __future__ import annotations

import functools
import importlib.metadata as md
import inspect
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from runmat_accel import make_guard
from runmat_builtins.spec import BuiltinSpec, Origin, Signature, parse_signature

KEYWORD_PARAMS = frozenset({"xp", "nargout", "ctx"})
CORE_PREFIX = "runmat_builtins.lib."


class BuiltinDefinitionError(Exception):
    """A builtin's metadata or signature is wrong; the message names builtin and field."""


class Builtin:
    """A registered builtin: its spec, its body and the guarded invoker.

    Calling it from Python goes through the guard like a call from MATLAB code.
    """

    __slots__ = ("spec", "fn", "kernels", "invoke", "arity", "__dict__")

    def __init__(self, spec: BuiltinSpec, fn: Callable[..., Any]) -> None:
        self.spec = spec
        self.fn = fn
        self.kernels: dict[str, Callable[..., Any]] = {}
        params = inspect.signature(fn).parameters
        positional = [p for p in params.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        varargs = any(p.kind == p.VAR_POSITIONAL for p in params.values())
        # (min, max) MATLAB inputs the body accepts; call_builtin reports a mismatch MATLAB's way
        self.arity = (sum(1 for p in positional if p.default is p.empty), None if varargs else len(positional))
        positions, data_from = spec.accel.data_positions()
        self.invoke = make_guard(
            fn, name=spec.name, kind=spec.accel.kind, residency=spec.accel.residency,
            data_args=positions, data_from=data_from,
            precisions=frozenset(spec.accel.precisions) if spec.accel.kind != "host-only" else None,
            pass_xp="xp" in params, pass_nargout="nargout" in params, pass_ctx="ctx" in params,
            kernels=self.kernels, template=spec.accel.template,
        )
        functools.update_wrapper(self, fn)

    def __call__(self, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
        from runmat_builtins.dispatch import call_builtin

        return call_builtin(self.spec.name, *args, nargout=nargout, ctx=ctx)

    def register_kernel(self, provider: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register a provider-specific body, e.g. a fused CUDA kernel for ``provider='cuda'``."""

        def deco(kernel: Callable[..., Any]) -> Callable[..., Any]:
            self.kernels[provider] = kernel
            return kernel

        return deco

    def __repr__(self) -> str:
        return f"<builtin {self.spec.name} ({self.spec.category})>"


def runtime_builtin(**fields: Any) -> Callable[[Callable[..., Any]], Builtin]:
    """Register the decorated function as a MATLAB builtin (see docs/writing-builtins.md).

    ``signatures`` may be strings in MATLAB doc notation (``"[M, I] = max(X)"``).
    """

    def deco(fn: Callable[..., Any]) -> Builtin:
        name = fields.get("name", getattr(fn, "__name__", "?"))
        spec = build_spec(fn, name, fields)
        builtin = Builtin(spec, fn)
        from runmat_builtins.catalog import registry

        registry().register(builtin)
        return builtin

    return deco


def build_spec(fn: Callable[..., Any], name: str, fields: dict[str, Any]) -> BuiltinSpec:
    data = dict(fields)
    data.setdefault("name", name)
    sigs = []
    for s in data.get("signatures", []):
        if isinstance(s, str):
            try:
                fname, sig = parse_signature(s)
            except ValueError as exc:
                raise BuiltinDefinitionError(f"builtin '{name}': field 'signatures': {exc}") from None
            if fname != name:
                raise BuiltinDefinitionError(
                    f"builtin '{name}': field 'signatures': {s!r} names '{fname}', not '{name}'")
            sigs.append(sig)
        else:
            sigs.append(s)
    data["signatures"] = sigs
    module = getattr(fn, "__module__", "") or ""
    if "origin" not in data:
        data["origin"] = _origin_of(module)
    params = inspect.signature(fn).parameters
    if "output_mode" not in data and "nargout" in params:
        data["output_mode"] = "nargout"
    try:
        spec = BuiltinSpec.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"field '{'.'.join(str(p) for p in e['loc'])}': {e['msg']}" for e in exc.errors())
        raise BuiltinDefinitionError(f"builtin '{name}': {problems}") from None
    _check_against_function(spec, fn, module)
    return spec


def _check_against_function(spec: BuiltinSpec, fn: Callable[..., Any], module: str) -> None:
    name = spec.name
    params = inspect.signature(fn).parameters.values()
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    required = sum(1 for p in positional if p.default is p.empty)
    varargs = any(p.kind == p.VAR_POSITIONAL for p in params)
    kwonly = {p.name for p in params if p.kind == p.KEYWORD_ONLY}
    unknown = kwonly - KEYWORD_PARAMS
    if unknown:
        raise BuiltinDefinitionError(
            f"builtin '{name}': field 'signatures': keyword-only parameter(s) {sorted(unknown)} "
            f"are not among {sorted(KEYWORD_PARAMS)}")
    if spec.output_mode == "nargout" and "nargout" not in kwonly:
        raise BuiltinDefinitionError(
            f"builtin '{name}': field 'output_mode': 'nargout' needs a keyword-only 'nargout' parameter")
    for sig in spec.signatures:
        n = sum(1 for p in sig.inputs if p.arity != "variadic")
        variadic = sig.max_inputs is None
        if variadic and not varargs:
            raise BuiltinDefinitionError(
                f"builtin '{name}': field 'signatures': {_show(sig)} is variadic but the function has no *args")
        if n < required or (n > len(positional) and not varargs):
            raise BuiltinDefinitionError(
                f"builtin '{name}': field 'signatures': {_show(sig)} takes {n} input(s); the function "
                f"accepts {required}..{'inf' if varargs else len(positional)}")
    if spec.origin.kind == "core":
        expected = CORE_PREFIX + spec.category.replace("/", ".")
        if not (module == expected or module.startswith(expected + ".")):
            raise BuiltinDefinitionError(
                f"builtin '{name}': field 'category': '{spec.category}' means the builtin lives in "
                f"{expected.replace('.', '/')}/, but it is defined in {module}")


def _show(sig: Signature) -> str:
    return repr(sig.text) if sig.text else f"a form with {len(sig.inputs)} inputs"


@functools.cache
def _distributions() -> dict[str, list[str]]:
    return md.packages_distributions()


def _origin_of(module: str) -> Origin:
    if module.startswith(CORE_PREFIX) or module.startswith("runmat_builtins"):
        return Origin(kind="core", distribution="runmat", version=_version("runmat"))
    top = module.split(".", 1)[0]
    dists = _distributions().get(top)
    dist = dists[0] if dists else top
    return Origin(kind="plugin", distribution=dist, version=_version(dist))


@functools.cache
def _version(dist: str) -> str | None:
    try:
        return md.version(dist)
    except md.PackageNotFoundError:
        return None
