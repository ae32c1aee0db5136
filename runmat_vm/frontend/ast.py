"""The typed MATLAB AST: the contract between the front end and the VM.

Every node is a frozen, slotted record (:class:`Node`) with a last ``span`` field
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
- ``For(var, iter, body, is_parfor, workers)``: ``var`` is an ``LValue``; ``workers`` is the
  ``M`` of ``parfor (i = r, M)`` (None otherwise).
- ``While(cond, body)``; ``Switch(subject, cases, otherwise)`` with
  ``cases`` = ((value_expr, body), ...) and ``otherwise`` a tuple or None
  (a cell value ``case {1, 2}`` arrives as a ``CellLit``).
- ``TryCatch(body, ident, catch_body)``: ``ident`` is a str or None.
- ``Break()``, ``Continue()``, ``Return()``.
- ``Global(names)``, ``Persistent(names)``: tuples of str.
- ``Function(name, params, outputs, body, subfunctions, is_nested)``:
  ``params`` may end with ``'varargin'`` and may contain ``'~'``;
  ``outputs`` may end with ``'varargout'``; ``subfunctions`` are the nested
  functions defined inside this one (``is_nested=True`` on them); ``arguments``
  its ``arguments`` blocks (``ArgumentsBlock`` of ``ArgumentDecl(name, check,
  default)``, ``check`` a ``Validation(dims, cls, validators)``).

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

from dataclasses import FrozenInstanceError
from typing import Any, Optional, Tuple, Union


class _NodeMeta(type):
    """Makes the annotated fields of a :class:`Node` class its ``__slots__`` (in order) and
    keeps their defaults aside; ``__init__`` is generated for all classes at once (the end of
    this module), since dataclasses' per-class code generation was most of this module's
    import time."""

    def __new__(mcls, name: str, bases: tuple, ns: dict[str, Any]) -> type:
        fields = tuple(ns.get("__annotations__", {}))
        defaults = {f: ns.pop(f) for f in fields if f in ns}
        ns["__slots__"] = fields
        ns["__match_args__"] = fields
        cls = super().__new__(mcls, name, bases, ns)
        cls._fields = fields
        cls._defaults = defaults
        cls._compare = tuple(f for f in fields if f != "span")  # spans never decide ==
        return cls


class Node(metaclass=_NodeMeta):
    """A frozen record: fields set once by ``__init__``, ``==``/``hash`` over every field but
    ``span``, a dataclass-like ``repr``."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()
    _defaults: dict[str, Any] = {}
    _compare: tuple[str, ...] = ()

    def _key(self) -> tuple:
        return tuple(getattr(self, f) for f in self._compare)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self._fields)})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


def _make_inits(namespace: dict[str, Any]) -> None:
    """One ``__init__`` per Node class, all compiled in one go."""
    classes = [c for c in namespace.values() if isinstance(c, type) and issubclass(c, Node) and c is not Node
               and "__init__" not in c.__dict__]
    scope: dict[str, Any] = {"_set": object.__setattr__}
    src = []
    for i, c in enumerate(classes):
        params = []
        for f in c._fields:
            if f in c._defaults:
                scope[f"_d{i}_{f}"] = c._defaults[f]
                params.append(f"{f}=_d{i}_{f}")
            else:
                params.append(f)
        body = "".join(f"\n    _set(self, {f!r}, {f})" for f in c._fields) or "\n    pass"
        src.append(f"def _init{i}(self, {', '.join(params)}):{body}")
    exec(compile("\n".join(src), __file__, "exec"), scope)
    for i, c in enumerate(classes):
        init = scope[f"_init{i}"]
        init.__qualname__ = f"{c.__qualname__}.__init__"
        type.__setattr__(c, "__init__", init)


class Span(Node):
    """Source range: 1-based line/col of the start; end is exclusive."""

    line: int
    col: int
    end_line: int
    end_col: int

    def __str__(self) -> str:
        return f"{self.line}:{self.col}-{self.end_line}:{self.end_col}"


_make_inits({"Span": Span})
NO_SPAN = Span(0, 0, 0, 0)


# ----------------------------------------------------------------- expressions
class Num(Node):
    value: Union[int, float]
    is_imag: bool
    text: str
    span: Span = NO_SPAN


class Str(Node):
    value: str
    kind: str  # 'char' | 'string'
    span: Span = NO_SPAN


class Ident(Node):
    name: str
    span: Span = NO_SPAN


class End(Node):
    span: Span = NO_SPAN


class Colon(Node):
    span: Span = NO_SPAN


class Unary(Node):
    op: str
    operand: "Expr"
    span: Span = NO_SPAN


class Binary(Node):
    op: str
    left: "Expr"
    right: "Expr"
    span: Span = NO_SPAN


class Postfix(Node):
    op: str  # "'" | ".'"
    operand: "Expr"
    span: Span = NO_SPAN


class Range(Node):
    start: "Expr"
    step: Optional["Expr"]
    stop: "Expr"
    span: Span = NO_SPAN


class Matrix(Node):
    rows: Tuple[Tuple["Expr", ...], ...]
    span: Span = NO_SPAN


class CellLit(Node):
    rows: Tuple[Tuple["Expr", ...], ...]
    span: Span = NO_SPAN


class Index(Node):
    base: "Expr"
    args: Tuple["Expr", ...]
    brace: bool
    span: Span = NO_SPAN


class Field(Node):
    base: "Expr"
    name: str
    span: Span = NO_SPAN


class DynField(Node):
    base: "Expr"
    expr: "Expr"
    span: Span = NO_SPAN


class Lambda(Node):
    params: Tuple[str, ...]
    body: "Expr"
    span: Span = NO_SPAN


class FuncHandle(Node):
    name: str
    span: Span = NO_SPAN


class MetaClass(Node):
    name: str
    span: Span = NO_SPAN


class NameValue(Node):
    name: str
    value: "Expr"
    span: Span = NO_SPAN


Expr = Union[Num, Str, Ident, End, Colon, Unary, Binary, Postfix, Range, Matrix,
             CellLit, Index, Field, DynField, Lambda, FuncHandle, MetaClass, NameValue]
LValue = Union[Ident, Index, Field, DynField]


class Tilde(Node):
    """An ignored output ``~`` in ``[~, i] = max(x)``."""

    span: Span = NO_SPAN


# ------------------------------------------------------------------ statements
class ExprStmt(Node):
    expr: Expr
    suppressed: bool
    span: Span = NO_SPAN


class Assign(Node):
    target: LValue
    value: Expr
    suppressed: bool
    span: Span = NO_SPAN


class MultiAssign(Node):
    targets: Tuple[Union[LValue, Tilde], ...]
    value: Expr
    suppressed: bool
    span: Span = NO_SPAN


class Command(Node):
    name: str
    args: Tuple[str, ...]
    text: str
    suppressed: bool
    span: Span = NO_SPAN


class If(Node):
    clauses: Tuple[Tuple[Expr, Tuple["Stmt", ...]], ...]
    else_body: Optional[Tuple["Stmt", ...]]
    span: Span = NO_SPAN


class For(Node):
    var: LValue
    iter: Expr
    body: Tuple["Stmt", ...]
    is_parfor: bool = False
    workers: Optional[Expr] = None  # parfor (i = r, M): the M expression
    span: Span = NO_SPAN


class While(Node):
    cond: Expr
    body: Tuple["Stmt", ...]
    span: Span = NO_SPAN


class Switch(Node):
    subject: Expr
    cases: Tuple[Tuple[Expr, Tuple["Stmt", ...]], ...]
    otherwise: Optional[Tuple["Stmt", ...]]
    span: Span = NO_SPAN


class TryCatch(Node):
    body: Tuple["Stmt", ...]
    ident: Optional[str]
    catch_body: Tuple["Stmt", ...]
    span: Span = NO_SPAN


class Break(Node):
    span: Span = NO_SPAN


class Continue(Node):
    span: Span = NO_SPAN


class Return(Node):
    span: Span = NO_SPAN


class Global(Node):
    names: Tuple[str, ...]
    span: Span = NO_SPAN


class Persistent(Node):
    names: Tuple[str, ...]
    span: Span = NO_SPAN


class Validation(Node):
    """What an argument or property declares about its value: ``(1,:) double {mustBePositive}``.
    ``dims`` holds one int per dimension (None for ``:``), () when no size is given; ``cls`` is
    the (dotted) class name or ''; ``validators`` the expressions in braces, in order."""

    dims: Tuple[Optional[int], ...] = ()
    cls: str = ""
    validators: Tuple[Expr, ...] = ()
    span: Span = NO_SPAN


class ArgumentDecl(Node):
    """One line of an ``arguments`` block: ``name`` is ``x``, ``~``, ``opts.Name`` (a
    name-value argument) or ``opts.?Cls`` (name-value arguments from a class's properties)."""

    name: str
    check: Optional[Validation] = None
    default: Optional[Expr] = None
    span: Span = NO_SPAN


class ArgumentsBlock(Node):
    """``arguments (attributes) ... end``: attributes among ``Input``, ``Output``, ``Repeating``."""

    attributes: Tuple[str, ...]
    arguments: Tuple[ArgumentDecl, ...]
    span: Span = NO_SPAN


class Function(Node):
    name: str
    params: Tuple[str, ...]
    outputs: Tuple[str, ...]
    body: Tuple["Stmt", ...]
    subfunctions: Tuple["Function", ...] = ()
    is_nested: bool = False
    arguments: Tuple[ArgumentsBlock, ...] = ()
    span: Span = NO_SPAN


class Attribute(Node):
    """One attribute of a classdef, properties or methods block: ``Static``,
    ``Access = private``, ``~Hidden``.  ``value`` is None for a bare name (true);
    ``negated`` is True for ``~Name`` (false)."""

    name: str
    value: Optional[Expr] = None
    negated: bool = False
    span: Span = NO_SPAN


class PropertyDef(Node):
    """A property line: ``name`` and its default expression (None when absent).
    Size/class/validator declarations (``x (1,1) double {mustBePositive}``) are
    kept as raw text in ``validation`` and parsed in ``check`` (None when absent)."""

    name: str
    default: Optional[Expr] = None
    validation: str = ""
    check: Optional[Validation] = None
    span: Span = NO_SPAN


class PropertiesBlock(Node):
    """``properties (attributes) ... end``."""

    attributes: Tuple[Attribute, ...]
    properties: Tuple[PropertyDef, ...]
    span: Span = NO_SPAN


class MethodsBlock(Node):
    """``methods (attributes) ... end``: defined methods as :class:`Function`
    nodes (property accessors are named ``get.Prop`` / ``set.Prop``) and the
    names of methods only declared by a signature (defined in separate files)."""

    attributes: Tuple[Attribute, ...]
    methods: Tuple[Function, ...]
    signatures: Tuple[str, ...] = ()
    span: Span = NO_SPAN


class EnumMember(Node):
    """One line of an ``enumeration`` block: ``Red`` or ``Mon (1, 'Monday')`` (the
    arguments passed to the class constructor, or the built-in value)."""

    name: str
    args: Tuple[Expr, ...] = ()
    span: Span = NO_SPAN


class ClassDef(Node):
    """A classdef: name, raw text, class attributes, superclass names (dotted
    names kept as one str), property and method blocks in source order, event
    names, the raw text of an ``enumeration`` block ('' when absent) and its members."""

    name: str
    text: str
    superclasses: Tuple[str, ...] = ()
    attributes: Tuple[Attribute, ...] = ()
    properties: Tuple[PropertiesBlock, ...] = ()
    methods: Tuple[MethodsBlock, ...] = ()
    events: Tuple[str, ...] = ()
    enumeration: str = ""
    span: Span = NO_SPAN
    enum_members: Tuple[EnumMember, ...] = ()


Stmt = Union[ExprStmt, Assign, MultiAssign, Command, If, For, While, Switch,
             TryCatch, Break, Continue, Return, Global, Persistent, Function]


class Program(Node):
    kind: str  # 'script' | 'function' | 'classdef'
    body: Tuple[Stmt, ...]
    functions: Tuple[Function, ...]
    filename: str = "<input>"
    classdef: Optional[ClassDef] = None
    span: Span = NO_SPAN


_make_inits(globals())
