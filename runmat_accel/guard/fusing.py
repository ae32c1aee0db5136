"""The fusion side of the guard: a builtin's fusion entries, built on first use.

A builtin with a template (``accel.template``) is fusible: its calls on device values become
nodes of an expression graph (``runmat_accel.fusion.defer``). One with ``accel.reduce`` computes
its reduction as one kernel over its operand's pending graph (``runmat_accel.fusion.reduce``).
Both entries are built at the first device call, so host-only runs never import fusion."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Lazy:
    """A value made by ``build()`` on the first ``get()`` (it may be None: nothing to fuse)."""

    __slots__ = ("_build", "_value", "_built")

    def __init__(self, build: Callable[[], Any]) -> None:
        self._build = build
        self._value: Any = None
        self._built = False

    def get(self) -> Any:
        if not self._built:
            self._value = self._build()
            self._built = True
        return self._value


# builtin name -> its elementwise entry (the builtin last defined under that name)
_ENTRIES: dict[str, Lazy] = {}


def elementwise_entry(name: str, template: str, kind: str, precisions: frozenset[str] | None,
                      probe: Callable[[tuple], Any], eager_for: Callable[[Any], Callable[..., Any]]) -> Lazy:
    """The elementwise entry ``(prov, args) -> pending GpuArray | None`` of a templated builtin,
    registered for ``fusion_entry(name)``."""

    def build() -> Any:
        from runmat_accel.fusion.defer import fusible_for  # fusion loads with the first device call

        return fusible_for(name, template, kind, precisions, probe, eager_for)

    entry = _ENTRIES[name] = Lazy(build)
    return entry


def no_entry(name: str) -> None:
    """``name`` is (re)defined without a template: a barrier to fusion."""
    _ENTRIES.pop(name, None)


def reduction_entry(name: str, reduce: str, probe: Callable[[tuple], Any]) -> Lazy:
    """The reduction entry ``(prov, args, nargout) -> GpuArray | None`` of a builtin with
    ``accel.reduce``."""

    def build() -> Any:
        from runmat_accel.fusion.reduce import reducer_for  # fusion loads with the first device call

        return reducer_for(name, reduce, probe)

    return Lazy(build)


def fusion_entry(name: str) -> Any:
    """The elementwise fusion entry (``runmat_accel.fusion.defer.Elementwise``: template,
    classes) of the builtin last defined as ``name``, or None (no template, not loaded yet)."""
    from runmat_accel.fusion.defer import Elementwise  # the caller (host fusion) has loaded it

    lazy = _ENTRIES.get(name)
    e = lazy.get() if lazy is not None else None
    return e if e.__class__ is Elementwise else None
