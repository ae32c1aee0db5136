"""The class model: what a loaded ``classdef`` file defines.

A :class:`ClassInfo` is built once per load of the file (``Session.load_file``
caches it by modification time).  It holds the properties (with their access
attributes), the compiled methods (ordinary, static, property accessors), the
single user superclass (if any) and whether the class is a handle class.
Property defaults and Constant values are evaluated lazily, once per load, the
first time they are needed (MATLAB evaluates them when the class initializes).
``ClassInfo`` is also the callable the name resolves to: calling it constructs
an object (``kind == 'native'``: the interpreter calls ``invoke``).
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.errors import MException
from runmat_vm.frontend import ast as A
from runmat_vm.functions import FunctionDef, compile_function
from runmat_vm.property_validation import on_default

from . import errors as E
from . import modular
from .enums import BUILTIN_BASES, ENUM_METHODS
from .folders import folder_methods
from .invoke import construct, eval_default

PUBLIC, PROTECTED, PRIVATE, IMMUTABLE = "public", "protected", "private", "immutable"
_HANDLE_BASES = {"handle": (), "matlab.mixin.Copyable": ("copy",), "matlab.mixin.SetGet": (),
                 "hgsetget": (), "dynamicprops": ()}
# MATLAB mixins a class may list that change only what RunMat does not model: the class loads
# and behaves as without them (matlab.mixin.CustomDisplay is a class: custom_display.py)
_NO_OP_MIXINS = frozenset(("matlab.mixin.Scalar",))


INDEXING_OVERLOADS = ("subsref", "subsasgn", "end")


class PropInfo:
    """One property: access levels, Constant/Dependent/Hidden flags, default expression."""

    __slots__ = ("name", "default", "get_access", "set_access", "constant", "dependent",
                 "hidden", "owner", "set_observable", "get_observable", "abort_set")

    def __init__(self, name: str, default: Any, owner: "ClassInfo") -> None:
        self.name = name
        self.default = default
        self.get_access = PUBLIC
        self.set_access = PUBLIC
        self.constant = False
        self.dependent = False
        self.hidden = False
        self.owner = owner
        self.set_observable = False
        self.get_observable = False
        self.abort_set = False


class MethodInfo:
    """One method: its compiled function, Static flag and access level."""

    __slots__ = ("name", "fd", "static", "access", "hidden", "owner", "native")

    def __init__(self, name: str, fd: FunctionDef | None, owner: "ClassInfo") -> None:
        self.name = name
        self.fd = fd
        self.native: Any = None  # a built-in class's method written in Python: f(args, nargout)
        self.static = False
        self.access = PUBLIC
        self.hidden = False
        self.owner = owner


def _attr_value(a: A.Attribute) -> Any:
    """An attribute's value: True/False for flags, the name for ``Access = private``, the set of
    class names of an access list (``Access = {?A, ?B}``)."""
    if a.value is None:
        return not a.negated
    v = a.value
    if isinstance(v, A.Ident):
        return {"true": True, "false": False}.get(v.name, v.name)
    if isinstance(v, A.Str):
        return v.value
    if isinstance(v, A.Num):
        return bool(v.value)
    if isinstance(v, (A.Matrix, A.CellLit)) and not v.rows:  # Access = {} means private
        return PRIVATE
    if isinstance(v, A.MetaClass):  # Access = ?ClassA: a class-based access list
        return frozenset((v.name,))
    if isinstance(v, A.CellLit) and all(isinstance(e, A.MetaClass) for row in v.rows for e in row):
        return frozenset(e.name for row in v.rows for e in row)  # Access = {?ClassA, ?ClassB}
    raise E.unsupported("this attribute value is not supported")


def _inferior_classes(ast: A.ClassDef) -> frozenset[str]:
    """The class names listed in the class attribute ``InferiorClasses = {?A, ?B}``."""
    for a in ast.attributes:
        if a.name == "InferiorClasses" and isinstance(a.value, A.CellLit):
            return frozenset(e.name for row in a.value.rows for e in row if isinstance(e, A.MetaClass))
    return frozenset()


class ClassInfo:
    """A loaded class (see the module docstring)."""

    kind = "native"
    parent = None
    code = None
    native_ctor: Any = None  # built-in classes constructed in Python (event.listener)

    def __init__(self, session: Any, ast: A.ClassDef, filename: str, src: list[str],
                 local_functions: dict[str, FunctionDef]) -> None:
        self.session = session
        self.short = ast.name                      # the constructor's name
        self.name = ast.name                       # pkg.Cls for a class in a +pkg folder
        self.filename = filename
        self.ast = ast
        self.superclass: ClassInfo | None = None  # the first user superclass
        self.supers: list[ClassInfo] = []          # every user superclass, in the classdef's order
        self.is_handle = False
        self.extra_methods: tuple[str, ...] = ()   # copy (matlab.mixin.Copyable)
        self.inferior: frozenset[str] = _inferior_classes(ast)  # InferiorClasses = {?A, ?B}
        self.props: dict[str, PropInfo] = {}       # own and inherited, in definition order
        self.methods: dict[str, MethodInfo] = {}   # own only; see find_method
        self.getters: dict[str, MethodInfo] = {}
        self.setters: dict[str, MethodInfo] = {}
        self._defaults: dict[str, Any] | None = None
        self._constants: dict[str, Any] = {}
        self._local = local_functions
        self._src = src
        self.is_enum = bool(ast.enum_members)       # an enumeration class (see enums.py)
        self.builtin_base: str | None = None       # classdef Color < uint8: 'uint8'
        self.heterogeneous = False                 # < matlab.mixin.Heterogeneous (mixed arrays)
        self.abstract_methods: set[str] = set()    # declared in methods (Abstract) blocks
        self._abstract: bool | None = None
        self._enum_objs: dict[str, Any] | None = None
        self.overloads: dict[str, MethodInfo] = {}  # subsref/subsasgn/end methods (set by build)

    # ------------------------------------------------------------------ building
    def build(self) -> None:
        ast = self.ast
        for sup in ast.superclasses:
            if sup in _HANDLE_BASES:
                self.is_handle = True
                self.extra_methods += _HANDLE_BASES[sup]
                continue
            if sup in BUILTIN_BASES:
                self.builtin_base = sup
                continue
            if sup == "matlab.mixin.Heterogeneous":
                self.heterogeneous = True
                continue
            if sup in _NO_OP_MIXINS:  # accepted so the class loads; their hooks are not called
                continue
            target = self.session.resolve(sup)
            if not isinstance(target, ClassInfo):
                raise MException("MATLAB:class:InvalidSuperClass",
                                 f"Class '{sup}' is not a valid superclass of '{self.name}' "
                                 "(no classdef file of that name on the path).")
            self.supers.append(target)
        self.superclass = self.supers[0] if self.supers else None
        for sup in self.supers:  # classdef C < A & B: members of A first, then those only B has
            self.is_handle = self.is_handle or sup.is_handle
            self.heterogeneous = self.heterogeneous or sup.heterogeneous
            self.extra_methods += tuple(m for m in sup.extra_methods if m not in self.extra_methods)
            for k, v in sup.props.items():
                self.props.setdefault(k, v)
        for block in ast.properties:
            attrs = {a.name: _attr_value(a) for a in block.attributes}
            for pd in block.properties:
                p = PropInfo(pd.name, pd.default, self)
                access = attrs.get("Access")
                p.get_access = attrs.get("GetAccess", access or PUBLIC)
                p.set_access = attrs.get("SetAccess", access or PUBLIC)
                p.constant = bool(attrs.get("Constant", False))
                p.dependent = bool(attrs.get("Dependent", False))
                p.hidden = bool(attrs.get("Hidden", False))
                p.set_observable = bool(attrs.get("SetObservable", False))
                p.get_observable = bool(attrs.get("GetObservable", False))
                p.abort_set = bool(attrs.get("AbortSet", False))
                self.props[pd.name] = p
        registry = self.session.classes
        declared: dict[str, dict] = {}  # signature-only methods: their block's attributes
        for block in ast.methods:
            attrs = {a.name: _attr_value(a) for a in block.attributes}
            for sig in block.signatures:
                declared[sig] = attrs
                if attrs.get("Abstract"):
                    self.abstract_methods.add(sig)
            for fn in block.methods:
                fd = FunctionDef(fn, self.filename, self._src)
                compile_function(fd, None, self._local)
                self._add_method(fn.name, fd, attrs)
        for name, fd in folder_methods(self):  # @Cls/name.m beside @Cls/Cls.m
            if name not in self.methods:
                self._add_method(name, fd, declared.get(name, {}))
        for sup in self.supers:
            for k, v in sup.getters.items():
                self.getters.setdefault(k, v)
            for k, v in sup.setters.items():
                self.setters.setdefault(k, v)
        for fd in self._local.values():  # local functions of the file see private members
            registry.own(fd, self)
        # class-defined indexing (indexing.py): empty for most classes, so the VM's indexing
        # hooks test one attribute
        self.overloads = {n: m for n in (*INDEXING_OVERLOADS, *modular.NAMES)
                          if (m := self.find_method(n)) is not None and not m.static}

    def _add_method(self, name: str, fd: FunctionDef, attrs: dict) -> None:
        m = MethodInfo(name, fd, self)
        m.static = bool(attrs.get("Static", False))
        m.access = attrs.get("Access", PUBLIC)
        m.hidden = bool(attrs.get("Hidden", False))
        self.session.classes.own(fd, self)
        if name.startswith("get."):
            self.getters[name[4:]] = m
        elif name.startswith("set."):
            self.setters[name[4:]] = m
        else:
            self.methods[name] = m

    # ------------------------------------------------------------------ queries
    def ancestors(self) -> list["ClassInfo"]:
        """This class, then its superclasses depth first in the classdef's order (each once;
        kept after the first call, when the class is built)."""
        out = self.__dict__.get("_ancestors")
        if out is not None:
            return out
        out = []
        stack = [self]
        while stack:
            c = stack.pop()
            if c not in out:
                out.append(c)
                stack.extend(reversed(c.supers))
        self._ancestors = out
        return out

    def lineage(self) -> list[str]:
        """This class and its superclasses, nearest first ('handle' last for handle classes)."""
        out = [c.name for c in self.ancestors()]
        if self.is_handle:
            out.append("handle")
        if self.builtin_base is not None:  # classdef Level < uint8: isa(Level.Low, 'uint8')
            out.append(self.builtin_base)
        if self.heterogeneous:
            out.append("matlab.mixin.Heterogeneous")
        for c in self.ancestors():  # handle bases and mixins named in the classdef lines
            out.extend(b for b in c.ast.superclasses
                       if (b in _NO_OP_MIXINS or b in _HANDLE_BASES) and b not in out)
        return out

    def is_subclass_of(self, other: "ClassInfo") -> bool:
        return any(c is other or c.name == other.name for c in self.ancestors())

    def find_method(self, name: str) -> MethodInfo | None:
        m = self.methods.get(name)
        if m is not None or not self.supers:
            return m
        for c in self.ancestors()[1:]:
            m = c.methods.get(name)
            if m is not None:
                return m
        return None

    def abstract(self) -> bool:
        """Whether the class cannot be instantiated: ``classdef (Abstract)``, or an abstract method
        of it or a superclass that no class in the chain defines (decided once per load)."""
        if self._abstract is None:
            self._abstract = self._find_abstract()
        return self._abstract

    def _find_abstract(self) -> bool:
        if any(a.name == "Abstract" and _attr_value(a) is True for a in self.ast.attributes):
            return True
        return any(self.find_method(n) is None for c in self.ancestors() for n in c.abstract_methods)

    def constructor(self) -> MethodInfo | None:
        return self.methods.get(self.short)

    def method_names(self) -> list[str]:
        """Public method names, inherited ones included (accessors and hidden ones excluded)."""
        names: set[str] = set(self.extra_methods)
        if self.is_handle:
            names.add("delete")
        if self.is_enum:  # MATLAB's default methods of enumerations (and the converter)
            names.update(ENUM_METHODS)
            names.add(self.short)
        for c in self.ancestors():
            for n, m in c.methods.items():
                if m.access == PUBLIC and not m.hidden and (c is self or n != c.short):
                    names.add(n)
        return sorted(names)

    def public_props(self) -> list[str]:
        return [n for n, p in self.props.items() if p.get_access == PUBLIC and not p.hidden]

    # ------------------------------------------------------------------ values
    def defaults(self) -> dict[str, Any]:
        """Default values of the instance properties (evaluated once per class load)."""
        d = self._defaults
        if d is None:
            d = {}
            for sup in self.supers:
                for k, v in sup.defaults().items():
                    d.setdefault(k, v)
            for block in self.ast.properties:
                for pd in block.properties:
                    p = self.props[pd.name]
                    if p.constant or p.dependent:
                        continue
                    # declared size/class/validators apply to defaults too (runmat_vm/property_validation.py)
                    d[pd.name] = on_default(self, pd.name, eval_default(self, pd.default), pd.default is not None)
            self._defaults = d
        return d

    def constant(self, name: str) -> Any:
        """A Constant property's value (evaluated once, on first use)."""
        if name in self._constants:
            return self._constants[name]
        p = self.props[name]
        if p.owner is not self:
            return p.owner.constant(name)
        v = self._constants[name] = on_default(self, name, eval_default(self, p.default), p.default is not None)
        return v

    # ------------------------------------------------------------------ calling the class
    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        """``ClassName(args)``: construct an object."""
        return construct(self, args, frame)

    def __repr__(self) -> str:
        return f"<class {self.name} ({self.filename})>"
