"""``@runtime_builtin``: make a :class:`Builtin` of a function and its metadata, wrapped in the
accel guard, and declare it to the loader (:mod:`runmat_builtins.loader`), which registers it.

A core builtin the index describes takes its dispatch fields from the index and builds its
pydantic spec on first access (the index was generated from validated specs; a test builds
every spec). Every other builtin is validated here, at definition.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from runmat_accel import make_guard
from runmat_accel.errors import RunMatError
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.index import BuiltinInfo, index, info_of
from runmat_builtins.loader import registry

if TYPE_CHECKING:
    from runmat_builtins.model import BuiltinSpec, Origin, Signature

KEYWORD_PARAMS = frozenset({"xp", "nargout", "ctx"})
CORE_PREFIX = "runmat_builtins.lib."


class BuiltinDefinitionError(RunMatError):
    """A builtin's metadata or signature is wrong; the message names builtin and field."""


class Builtin:
    """A builtin: its dispatch fields (``info``), its spec, its body and the guarded invoker.

    Calling it from Python goes through the guard like a call from MATLAB code.
    ``scalar`` is its scalar kernel (``runmat_builtins.numeric.scalar``) or None.
    """

    __slots__ = ("info", "fn", "kernels", "invoke", "arity", "indexed", "_spec", "_fields", "scalar", "__dict__")

    def __init__(self, info: BuiltinInfo, fn: Callable[..., Any], spec: BuiltinSpec | None = None,
                 fields: dict[str, Any] | None = None,
                 scalar: Callable[..., Any] | None = None) -> None:
        self.info = info
        self.fn = fn
        self.indexed = spec is None  # the spec is built from ``fields`` on first access
        self._spec = spec
        self._fields = fields
        self.scalar = scalar
        self.kernels: dict[str, Callable[..., Any]] = {}
        # (min, max) MATLAB inputs the body accepts; call_builtin reports a mismatch MATLAB's way
        self.arity = (info.min_inputs, info.max_inputs)
        self.invoke = self._first_invoke  # the guard is made on the first call
        functools.update_wrapper(self, fn)

    def _first_invoke(self, args: tuple, nargout: int, ctx: Any) -> Any:
        """Make the guarded invoker, keep it as ``invoke``, call it."""
        return self.guarded()(args, nargout, ctx)

    def guarded(self) -> Any:
        """The guarded invoker (``runmat_accel.make_guard``), made now if no call has made it
        yet: host fusion asks for a tree's fusion entries before its builtins' first calls."""
        if self.invoke == self._first_invoke:
            info = self.info
            self.invoke = make_guard(
                self.fn, name=info.name, kind=info.kind, residency=info.residency,
                data_args=None if info.data is None else frozenset(info.data), data_from=info.data_from,
                precisions=None if info.precisions is None else frozenset(info.precisions),
                pass_xp=info.xp, pass_nargout=info.nargout, pass_ctx=info.ctx,
                kernels=self.kernels, template=info.template, reduce=info.reduce,
            )
        return self.invoke

    @property
    def spec(self) -> BuiltinSpec:
        """The full validated metadata (pydantic; built on first access for an indexed builtin)."""
        if self._spec is None:
            self._spec = build_spec(self.fn, self.info.name, self._fields or {})
        return self._spec

    @spec.setter
    def spec(self, value: BuiltinSpec) -> None:
        self._spec = value

    def __call__(self, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
        return call_builtin(self.info.name, *args, nargout=nargout, ctx=ctx)

    def register_kernel(self, provider: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register a provider-specific body, e.g. a fused CUDA kernel for ``provider='cuda'``."""

        def deco(kernel: Callable[..., Any]) -> Callable[..., Any]:
            self.kernels[provider] = kernel
            return kernel

        return deco

    def __repr__(self) -> str:
        return f"<builtin {self.info.name} ({self.info.category})>"


def runtime_builtin(*, scalar: Callable[..., Any] | None = None, **fields: Any) -> Callable[[Callable[..., Any]], Builtin]:
    """Make the decorated function a MATLAB builtin (see docs/writing-builtins.md).

    ``name`` defaults to the function's name; a core builtin's ``category`` defaults to the
    package that holds its module (:func:`default_category`), so a stanza says what differs.

    ``signatures`` may be strings in MATLAB doc notation (``"[M, I] = max(X)"``); ``scalar``
    is the builtin's scalar kernel (``runmat_builtins.numeric.scalar.kernel``): its exact
    answer on double scalars, read by the body and by both VM tiers.
    """

    def deco(fn: Callable[..., Any]) -> Builtin:
        name = fields.get("name", getattr(fn, "__name__", "?"))
        info = index().get(name)
        if info is not None and info.module == getattr(fn, "__module__", None):
            builtin = Builtin(info, fn, fields=fields, scalar=scalar)
        else:
            spec = build_spec(fn, name, fields, registry().unit_origin())
            builtin = Builtin(info_of(spec, fn), fn, spec=spec, scalar=scalar)
        registry().declare(builtin)
        return builtin

    return deco


def build_spec(fn: Callable[..., Any], name: str, fields: dict[str, Any], origin: Origin | None = None) -> BuiltinSpec:
    """Validate ``fields`` into a BuiltinSpec and check it against ``fn`` (BuiltinDefinitionError)."""
    import inspect  # start-up: only definitions that build a spec need it

    from pydantic import ValidationError  # start-up: pydantic and the spec model load with the first validated spec

    from runmat_builtins.model import BuiltinSpec, parse_signature  # start-up: pydantic and the spec model load with the first validated spec
    from runmat_builtins.spec import plain  # start-up: pydantic and the spec model load with the first validated spec

    data = {k: plain(v) for k, v in fields.items()}
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
    if "category" not in data and module.startswith(CORE_PREFIX):
        data["category"] = default_category(module)
    if "origin" not in data:
        data["origin"] = origin if origin is not None else _origin_of(module)
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


def default_category(module: str) -> str:
    """A core builtin's category when its stanza names none: the package that holds its module
    (``runmat_builtins.lib.io.filesystem.manage`` -> ``io/filesystem``), the path the category
    must match anyway. A module whose category is the module itself names it."""
    return module[len(CORE_PREFIX):].rpartition(".")[0].replace(".", "/")


def _check_against_function(spec: BuiltinSpec, fn: Callable[..., Any], module: str) -> None:
    import inspect  # start-up: see build_spec

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
    import importlib.metadata as md  # start-up: package metadata read for plugin origins only

    return md.packages_distributions()


def _origin_of(module: str) -> Origin:
    """The origin of a builtin defined outside a plugin load, guessed from its module."""
    from runmat_builtins.model import Origin  # start-up: pydantic and the spec model load with the first validated spec

    if module.startswith(CORE_PREFIX) or module.startswith("runmat_builtins"):
        return Origin(kind="core", distribution="runmat", version=_version("runmat"))
    top = module.split(".", 1)[0]
    dists = _distributions().get(top)
    dist = dists[0] if dists else top
    return Origin(kind="plugin", distribution=dist, version=_version(dist))


@functools.cache
def _version(dist: str) -> str | None:
    import importlib.metadata as md  # start-up: see _distributions

    try:
        return md.version(dist)
    except md.PackageNotFoundError:
        return None
