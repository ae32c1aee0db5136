"""What a builtin module writes beside its function: ``ErrorSpec`` and ``Example`` records.

They are plain records, cheap to make when a module is imported; the full ``BuiltinSpec``
validates them (pydantic, :mod:`runmat_builtins.model`) when it is built. The model names
(``BuiltinSpec``, ``Signature``, ``AccelTraits``, ``parse_signature``...) are importable from
here too; they load pydantic on first use.
"""

from __future__ import annotations

from typing import Any

_MODEL_NAMES = frozenset({"AccelKind", "AccelTraits", "Arity", "BuiltinSpec", "Effect", "Origin", "Output",
                          "Param", "Precision", "Residency", "Signature", "parse_signature"})


class _Record:
    """Keyword fields kept as given; equal when the fields are."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def fields(self) -> dict[str, Any]:
        """The fields as a dict, for the model to validate."""
        return {f: getattr(self, f) for f in self._fields}

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.fields() == other.fields()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(tuple(self.fields().values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.fields().items())})"


class ErrorSpec(_Record):
    """An error the builtin raises: MATLAB identifier (``Component:mnemonic``) and when."""

    __slots__ = ("identifier", "when")
    _fields = ("identifier", "when")

    def __init__(self, *, identifier: str, when: str) -> None:
        self.identifier = identifier
        self.when = when


class Example(_Record):
    """Runnable MATLAB code and the exact stdout it prints (the test suite runs it)."""

    __slots__ = ("code", "output", "description")
    _fields = ("code", "output", "description")

    def __init__(self, *, code: str, output: str, description: str = "") -> None:
        self.code = code
        self.output = output
        self.description = description


def plain(value: Any) -> Any:
    """``value`` with records turned into dicts (lists walked), ready for model validation."""
    if isinstance(value, _Record):
        return value.fields()
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def __getattr__(name: str) -> Any:
    if name in _MODEL_NAMES:
        from runmat_builtins import model

        return getattr(model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
