"""The validated pydantic models of a builtin's metadata (``BuiltinSpec`` and its parts; unknown keys
refused). Built when someone asks for a full spec (help, introspection, listing, JSON), never
on the way to a call: dispatch reads the index (:mod:`runmat_builtins.index`)."""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

AccelKind = Literal["elementwise", "reduction", "matmul", "shape", "indexing", "construct",
                    "random", "custom", "meta", "host-only"]
# meta: the body sees gpuArrays as they are and moves no data (class, size, gather, ...)
Precision = Literal["double", "single", "int", "logical", "complex"]
Residency = Literal["inherit", "new", "gather"]
Effect = Literal["pure", "filesystem", "io", "random", "workspace", "time", "display"]
Arity = Literal["required", "optional", "variadic"]

_IDENT_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*(:[A-Za-z0-9_.-]+)+$")
_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_.]*$")
_CATEGORY_RE = re.compile(r"^[a-z][a-z0-9_]*(/[a-z][a-z0-9_]*)*$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Param(_Strict):
    """One input of a calling form."""

    name: str
    type: str = "any"
    arity: Arity = "required"
    default: Any = None
    literal: str | None = Field(None, description="a fixed option word, e.g. 'like' or 'all'")


class Output(_Strict):
    name: str
    type: str = "any"


class Signature(_Strict):
    """One calling form, e.g. ``[M, I] = max(X, [], DIM)``."""

    inputs: list[Param] = []
    outputs: list[Output] = []
    text: str = ""

    @property
    def min_inputs(self) -> int:
        return sum(1 for p in self.inputs if p.arity == "required")

    @property
    def max_inputs(self) -> int | None:
        if any(p.arity == "variadic" for p in self.inputs):
            return None
        return len(self.inputs)


_SIG_RE = re.compile(r"^\s*(?:(\[[^\]]*\]|[A-Za-z_][\w]*)\s*=\s*)?([A-Za-z][\w.]*)\s*(?:\((.*)\))?\s*$")
_COMMAND_RE = re.compile(r"^\s*([A-Za-z][\w.]*)((?:\s+[^\s(),=]+)+)\s*$")  # command form: `format long`


def parse_signature(text: str) -> tuple[str, Signature]:
    """Parse MATLAB doc notation: ``[Y, I] = max(X, [], DIM)``, ``B = zeros(SZ1, ..., SZN)``."""
    cm = _COMMAND_RE.match(text)
    if cm and "=" not in text:
        words = cm.group(2).split()
        return cm.group(1), Signature(
            inputs=[Param(name=w, type="option" if w.islower() else "any") for w in words], text=text.strip())
    m = _SIG_RE.match(text)
    if not m:
        raise ValueError(f"cannot parse signature {text!r}")
    outs_raw, fname, ins_raw = m.group(1), m.group(2), m.group(3)
    outs: list[Output] = []
    if outs_raw:
        for o in outs_raw.strip("[]").split(","):
            o = o.strip()
            if o:
                outs.append(Output(name=o))
    ins: list[Param] = []
    if ins_raw and ins_raw.strip():
        for tok in _split_args(ins_raw):
            if tok in ("...", "varargin") or tok.endswith("N") and tok[:-1].isupper() and ins and ins[-1].name == "...":
                ins.append(Param(name="...", arity="variadic"))
            elif tok.startswith(("'", '"')):
                ins.append(Param(name=tok.strip("'\""), type="option", literal=tok.strip("'\"")))
            elif tok == "[]":
                ins.append(Param(name="[]", type="empty"))
            else:
                ins.append(Param(name=tok))
    # 'SZ1, ..., SZN' collapses to one variadic parameter after SZ1
    collapsed: list[Param] = []
    for p in ins:
        if p.arity == "variadic" and collapsed and collapsed[-1].arity == "variadic":
            continue
        collapsed.append(p)
    return fname, Signature(inputs=collapsed, outputs=outs, text=text.strip())


def _split_args(raw: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in raw:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


class ErrorSpec(_Strict):
    """An error the builtin raises: MATLAB identifier and when."""

    identifier: str
    when: str

    @field_validator("identifier")
    @classmethod
    def _ident(cls, v: str) -> str:
        if not _IDENT_RE.match(v):
            raise ValueError(f"{v!r} is not a MATLAB error identifier (Component:mnemonic)")
        return v


class Example(_Strict):
    """Runnable MATLAB code and the exact stdout it prints (the test suite runs it)."""

    code: str
    output: str
    description: str = ""


class AccelTraits(_Strict):
    """How the guard treats the builtin on devices."""

    kind: AccelKind = "host-only"
    precisions: list[Precision] = ["double", "single"]
    residency: Residency = "inherit"
    data: list[int] | None = Field(None, description="positions of data arguments; None: by kind")
    data_from: int | None = Field(None, description="every argument from this position on is data too")
    template: str | None = Field(None, description="expression template for fusion, e.g. 'sin({0})' "
                                                   "(docs/writing-builtins.md, 'Templates')")
    reduce: str | None = Field(None, description="the reduction a fused reduction kernel computes it by "
                                                 "(sum, prod, mean, max, min, var, std; docs/gpu.md)")

    @model_validator(mode="after")
    def _consistent(self) -> AccelTraits:
        # elementwise; a reduction's elementwise call form (max(A, B)); a product with a scalar
        # operand ('scalar({1}) => ...'); a random draw ('randn()')
        if self.template is not None and self.kind not in ("elementwise", "reduction", "matmul", "random"):
            raise ValueError("template is only meaningful for kind='elementwise', 'reduction', 'matmul' or 'random'")
        if self.template is not None:
            from runmat_accel.fusion import TemplateError, parse

            try:
                parse(self.template)
            except TemplateError as exc:
                raise ValueError(str(exc)) from None
        if self.reduce is not None:
            from runmat_accel.fusion.reduce import REDUCTIONS

            if self.kind != "reduction" or self.reduce not in REDUCTIONS:
                raise ValueError(f"reduce is a reduction builtin's one of {', '.join(REDUCTIONS)}")
        if self.kind == "host-only" and self.residency == "inherit":
            object.__setattr__(self, "residency", "gather")
        return self

    def data_positions(self) -> tuple[frozenset[int] | None, int | None]:
        """(positions, variadic-from) of data arguments for the guard."""
        if self.data is not None or self.data_from is not None:
            return frozenset(self.data or ()), self.data_from
        if self.kind in ("elementwise", "custom", "host-only", "matmul", "meta"):
            return None, None
        if self.kind in ("construct", "random"):
            return frozenset(), None
        return frozenset({0}), None  # reduction, shape, indexing: the first argument


class Origin(_Strict):
    kind: Literal["core", "plugin"] = "core"
    distribution: str = "runmat"
    version: str | None = None


class BuiltinSpec(_Strict):
    """Everything the catalog knows about one builtin."""

    name: str
    category: str
    summary: str
    description: str = ""
    keywords: list[str] = []
    related: list[str] = []
    signatures: list[Signature]
    output_mode: Literal["fixed", "nargout"] = "fixed"
    errors: list[ErrorSpec] = []
    examples: list[Example] = []
    accel: AccelTraits = AccelTraits()
    suppress_auto_output: bool = False
    # the VM appends the call site's argument names (runmat_builtins.values.input_names) as the
    # last argument, as MATLAB's inputname gives them (table(a, b) names its variables a and b)
    input_names: bool = False
    effects: list[Effect] = ["pure"]
    origin: Origin = Origin()
    override: bool = False

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        if not _NAME_RE.match(v):
            raise ValueError(f"{v!r} is not a valid MATLAB function name")
        return v

    @field_validator("category")
    @classmethod
    def _category(cls, v: str) -> str:
        if not _CATEGORY_RE.match(v):
            raise ValueError(f"{v!r} is not a category path like 'math/trigonometry'")
        return v

    @field_validator("summary")
    @classmethod
    def _summary(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("summary must not be empty")
        return v

    @field_validator("signatures")
    @classmethod
    def _sigs(cls, v: list[Signature]) -> list[Signature]:
        if not v:
            raise ValueError("at least one signature is required")
        return v

    @property
    def max_outputs(self) -> int:
        return max((len(s.outputs) for s in self.signatures), default=0)
