"""The typed MATLAB AST: the contract between the front end and the VM.

Every node is a frozen, slotted dataclass with a last ``span`` field
(:class:`Span`: 1-based ``line``/``col`` of the first character and
``end_line``/``end_col`` one past the last character; columns count
characters, not bytes).  ``span`` is excluded from ``==``/``hash`` so tests
can compare trees built by hand (``Binary('+', Num(1, False, '1'), ...)``).
Sequences are always tuples, so nodes are hashable
and immutable.  Nothing here depends on tree-sitter: a hand-written parser
could produce the same nodes.

Expressions (``Expr``)
----------------------
- ``Num(value, is_imag, text)``: ``value`` is ``int`` for hex/binary literals
  (``0xFF``, ``0b101``) and ``float`` otherwise; ``3i``/``2.5j`` give
  ``is_imag=True`` with ``value`` the imaginary magnitude; ``text`` is the raw
  source spelling.
- ``Str(value, kind)``: ``kind`` is ``'char'`` (``'...'``) or ``'string'``
  (``"..."``); ``value`` is already decoded (``''``/``""`` collapsed, no
  backslash escapes: MATLAB has none in literals).
- ``Ident(name)``; ``End()`` (``end`` inside an index); ``Colon()`` (a bare
  ``:`` index argument).
- ``Unary(op, operand)``: op in ``'-' '+' '~'``.
- ``Binary(op, left, right)``: op in ``+ - * / \\ ^ .* ./ .\\ .^ == ~= < <= >
  >= & | && ||``.  Precedence is MATLAB's (``||`` lowest ... ``^`` highest,
  all left-associative; ``-2^2`` is ``-(2^2)``, ``2^-2^2`` is ``(2^-2)^2``).
- ``Postfix(op, operand)``: op ``"'"`` (ctranspose) or ``".'"`` (transpose).
- ``Range(start, step, stop)``: ``a:b`` has ``step=None``; ``a:s:b``.
- ``Matrix(rows)`` / ``CellLit(rows)``: ``rows`` is a tuple of rows, each a
  tuple of element expressions (``[]`` is ``rows=()``).
- ``Index(base, args, brace)``: ``a(...)`` (``brace=False``) or ``a{...}``;
  args may contain ``End``, ``Colon`` and ``NameValue``.  A call ``f(x)`` is
  an ``Index`` too: only name resolution (HIR) tells calls from indexing.
- ``Field(base, name)``: ``s.name``; ``DynField(base, expr)``: ``s.(expr)``.
- ``Lambda(params, body)``: ``@(x, y) body``; params are names (``~`` allowed).
- ``FuncHandle(name)``: ``@sin``, ``@pkg.fn`` (dotted name kept as one str).
- ``MetaClass(name)``: ``?pkg.Class``.
- ``NameValue(name, value)``: ``plot(x, LineWidth=2)`` argument.

Statements (``Stmt``)
---------------------
``suppressed`` is True when the statement's terminator is ``;``.

- ``ExprStmt(expr, suppressed)``: includes a bare identifier (``x``, ``clc``).
- ``Assign(target, value, suppressed)``: one target, an ``LValue``.
- ``MultiAssign(targets, value, suppressed)``: ``[a, ~, s.b] = f(...)``;
  each target is an ``LValue`` or ``Tilde``.
- ``LValue`` is an ``Ident`` or a chain of ``Index``/``Field``/``DynField``
  whose innermost base is an ``Ident``.
- ``Command(name, args, text, suppressed)``: command syntax (``hold on``,
  ``format long``, ``warning off MATLAB:foo``); ``args`` are the words with
  quotes decoded; ``text`` is the raw statement source (without the
  terminator).  If ``name`` turns out to be a variable, the VM re-parses
  ``text`` with :func:`runmat_vm.frontend.parse_expression` (``a -1``).
- ``If(clauses, else_body)``: ``clauses`` = ((cond, body), ...) with the
  ``if`` first and then each ``elseif``; ``else_body`` is a tuple or None.
- ``For(var, iter, body, is_parfor)``: ``var`` is an ``LValue``.
- ``While(cond, body)``; ``Switch(subject, cases, otherwise)`` with
  ``cases`` = ((value_expr, body), ...) and ``otherwise`` a tuple or None
  (a cell value ``case {1, 2}`` arrives as a ``CellLit``).
- ``TryCatch(body, ident, catch_body)``: ``ident`` is a str or None.
- ``Break()``, ``Continue()``, ``Return()``.
- ``Global(names)``, ``Persistent(names)``: tuples of str.
- ``Function(name, params, outputs, body, subfunctions, is_nested)``:
  ``params`` may end with ``'varargin'`` and may contain ``'~'``;
  ``outputs`` may end with ``'varargout'``; ``subfunctions`` are the nested
  functions defined inside this one (``is_nested=True`` on them).

``Program(kind, body, functions, filename)``: ``kind`` is ``'script'`` or
``'function'`` (the file starts with ``function``); for a function file
``body`` is empty and ``functions[0]`` is the primary function; for a script
the local functions follow in ``functions``.  A classdef file has
``kind='classdef'``, its class in ``classdef`` and the local functions that
follow the class in ``functions``.

Classes
-------
- ``ClassDef(name, text, superclasses, attributes, properties, methods,
  events, enumeration)``: ``properties`` is a tuple of ``PropertiesBlock``
  (block ``attributes``, ``PropertyDef(name, default, validation)`` items),
  ``methods`` a tuple of ``MethodsBlock`` (block ``attributes``, ``Function``
  nodes, names of signature-only declarations).  ``Attribute(name, value,
  negated)``.  Property accessors are functions named ``get.Prop`` and
  ``set.Prop``.  Inside methods, ``obj@Super(args)`` and ``name@Super(args)``
  lower to ``Index(Ident('obj@Super'), args)``: the VM resolves the ``@`` name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple, Union


@dataclass(frozen=True, slots=True)
class Span:
    """Source range: 1-based line/col of the start; end is exclusive."""

    line: int
    col: int
    end_line: int
    end_col: int

    def __str__(self) -> str:
        return f"{self.line}:{self.col}-{self.end_line}:{self.end_col}"


NO_SPAN = Span(0, 0, 0, 0)


# ----------------------------------------------------------------- expressions
@dataclass(frozen=True, slots=True)
class Num:
    value: Union[int, float]
    is_imag: bool
    text: str
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Str:
    value: str
    kind: str  # 'char' | 'string'
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Ident:
    name: str
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class End:
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Colon:
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Unary:
    op: str
    operand: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Binary:
    op: str
    left: "Expr"
    right: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Postfix:
    op: str  # "'" | ".'"
    operand: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Range:
    start: "Expr"
    step: Optional["Expr"]
    stop: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Matrix:
    rows: Tuple[Tuple["Expr", ...], ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class CellLit:
    rows: Tuple[Tuple["Expr", ...], ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Index:
    base: "Expr"
    args: Tuple["Expr", ...]
    brace: bool
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Field:
    base: "Expr"
    name: str
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class DynField:
    base: "Expr"
    expr: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Lambda:
    params: Tuple[str, ...]
    body: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class FuncHandle:
    name: str
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class MetaClass:
    name: str
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class NameValue:
    name: str
    value: "Expr"
    span: Span = field(default=NO_SPAN, compare=False)


Expr = Union[Num, Str, Ident, End, Colon, Unary, Binary, Postfix, Range, Matrix,
             CellLit, Index, Field, DynField, Lambda, FuncHandle, MetaClass, NameValue]
LValue = Union[Ident, Index, Field, DynField]


@dataclass(frozen=True, slots=True)
class Tilde:
    """An ignored output ``~`` in ``[~, i] = max(x)``."""

    span: Span = field(default=NO_SPAN, compare=False)


# ------------------------------------------------------------------ statements
@dataclass(frozen=True, slots=True)
class ExprStmt:
    expr: Expr
    suppressed: bool
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Assign:
    target: LValue
    value: Expr
    suppressed: bool
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class MultiAssign:
    targets: Tuple[Union[LValue, Tilde], ...]
    value: Expr
    suppressed: bool
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    args: Tuple[str, ...]
    text: str
    suppressed: bool
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class If:
    clauses: Tuple[Tuple[Expr, Tuple["Stmt", ...]], ...]
    else_body: Optional[Tuple["Stmt", ...]]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class For:
    var: LValue
    iter: Expr
    body: Tuple["Stmt", ...]
    is_parfor: bool = False
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class While:
    cond: Expr
    body: Tuple["Stmt", ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Switch:
    subject: Expr
    cases: Tuple[Tuple[Expr, Tuple["Stmt", ...]], ...]
    otherwise: Optional[Tuple["Stmt", ...]]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class TryCatch:
    body: Tuple["Stmt", ...]
    ident: Optional[str]
    catch_body: Tuple["Stmt", ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Break:
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Continue:
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Return:
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Global:
    names: Tuple[str, ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Persistent:
    names: Tuple[str, ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Function:
    name: str
    params: Tuple[str, ...]
    outputs: Tuple[str, ...]
    body: Tuple["Stmt", ...]
    subfunctions: Tuple["Function", ...] = ()
    is_nested: bool = False
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class Attribute:
    """One attribute of a classdef, properties or methods block: ``Static``,
    ``Access = private``, ``~Hidden``.  ``value`` is None for a bare name (true);
    ``negated`` is True for ``~Name`` (false)."""

    name: str
    value: Optional[Expr] = None
    negated: bool = False
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class PropertyDef:
    """A property line: ``name`` and its default expression (None when absent).
    Size/class/validator declarations (``x (1,1) double {mustBePositive}``) are
    kept as raw text in ``validation`` (the VM skips property validation)."""

    name: str
    default: Optional[Expr] = None
    validation: str = ""
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class PropertiesBlock:
    """``properties (attributes) ... end``."""

    attributes: Tuple[Attribute, ...]
    properties: Tuple[PropertyDef, ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class MethodsBlock:
    """``methods (attributes) ... end``: defined methods as :class:`Function`
    nodes (property accessors are named ``get.Prop`` / ``set.Prop``) and the
    names of methods only declared by a signature (defined in separate files)."""

    attributes: Tuple[Attribute, ...]
    methods: Tuple[Function, ...]
    signatures: Tuple[str, ...] = ()
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(frozen=True, slots=True)
class ClassDef:
    """A classdef: name, raw text, class attributes, superclass names (dotted
    names kept as one str), property and method blocks in source order, event
    names, and the raw text of an ``enumeration`` block ('' when absent)."""

    name: str
    text: str
    superclasses: Tuple[str, ...] = ()
    attributes: Tuple[Attribute, ...] = ()
    properties: Tuple[PropertiesBlock, ...] = ()
    methods: Tuple[MethodsBlock, ...] = ()
    events: Tuple[str, ...] = ()
    enumeration: str = ""
    span: Span = field(default=NO_SPAN, compare=False)


Stmt = Union[ExprStmt, Assign, MultiAssign, Command, If, For, While, Switch,
             TryCatch, Break, Continue, Return, Global, Persistent, Function]


@dataclass(frozen=True, slots=True)
class Program:
    kind: str  # 'script' | 'function' | 'classdef'
    body: Tuple[Stmt, ...]
    functions: Tuple[Function, ...]
    filename: str = "<input>"
    classdef: Optional[ClassDef] = None
    span: Span = field(default=NO_SPAN, compare=False)
