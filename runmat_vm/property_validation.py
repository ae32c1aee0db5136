"""Class property validation (``Balance (1,1) double {mustBeNonnegative} = 0``).

The same engine as function arguments (:mod:`runmat_builtins.lib.validation.conform`):
class then size, with MATLAB's conversions, then the validator functions, on the default
value when the class loads and on every set (``obj.Balance = v`` from anywhere, the class's
own methods included). Failures read ``Error setting property 'Balance' of class
'BankAccount'. Value must be nonnegative.`` with the validator's identifier. Validators are
compiled once per class load as anonymous functions of the property's name, in the class
file's scope (its local functions are visible), so ``mustBeMember(Label, [...])`` works.
"""

from __future__ import annotations

import weakref
from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.lib.validation.conform import conform, implicit_default, with_prefix
from runmat_vm.frontend import ast as A

_PLANS: "weakref.WeakKeyDictionary[Any, dict[str, Any]]" = weakref.WeakKeyDictionary()


class _Plan:
    """One property's declared class, size and validators (compiled on first use)."""

    __slots__ = ("name", "owner", "check", "handles")

    def __init__(self, name: str, owner: Any, check: A.Validation) -> None:
        self.name = name
        self.owner = owner
        self.check = check
        self.handles: list[Any] | None = None

    def validators(self) -> list[Any]:
        if self.handles is None:
            from runmat_vm.classes.invoke import eval_default

            out = []
            for v in self.check.validators:
                call = A.Index(v, (A.Ident(self.name, v.span),), False, v.span) if isinstance(v, A.Ident) else v
                out.append(eval_default(self.owner, A.Lambda((self.name,), call, v.span)))
            self.handles = out
        return self.handles


def _plans(cls: Any) -> dict[str, Any]:
    """Property name -> its plan (None without validation), for ``cls`` and its superclasses."""
    plans = _PLANS.get(cls)
    if plans is None:
        plans = {}
        for c in cls.ancestors():  # the class, then every superclass (classdef C < A & B)
            for block in c.ast.properties:
                for pd in block.properties:
                    if pd.name not in plans:
                        chk = pd.check
                        has = chk is not None and bool(chk.dims or chk.cls or chk.validators)
                        plans[pd.name] = _Plan(pd.name, c, chk) if has else None
        _PLANS[cls] = plans
    return plans


def _apply(plan: _Plan, value: Any, sess: Any) -> Any:
    from runmat_vm import interp

    chk = plan.check
    if chk.cls or chk.dims:
        value = conform(value, chk.cls, chk.dims, sess.ctx)
    for h in plan.validators():
        interp.call_value(sess, h, [value], 0, sess.ctx.frame)
    return value


def check(cls: Any, name: str, value: Any) -> Any:
    """``value`` under property ``name``'s validation, errors without a prefix (the caller's):
    name-value arguments declared by ``opts.?Cls`` take their class's property validation."""
    plan = _plans(cls).get(name)
    return value if plan is None else _apply(plan, value, cls.session)


def on_set(cls: Any, name: str, value: Any) -> Any:
    """The value to store for ``obj.name = value`` (converted), or MATLAB's error."""
    plan = _plans(cls).get(name)
    if plan is None:
        return value
    try:
        return _apply(plan, value, cls.session)
    except MException as err:
        raise with_prefix(err, f"Error setting property '{name}' of class '{plan.owner.name}'. ") from None


def on_default(cls: Any, name: str, value: Any, declared: bool) -> Any:
    """A property's default under its validation: the declared default conformed and
    validated, or (``declared`` False) the empty of its class in its size."""
    plan = _plans(cls).get(name)
    if plan is None:
        return value
    sess = cls.session
    if not declared:
        value = implicit_default(plan.check.cls, plan.check.dims, sess.ctx)
        try:
            return conform(value, plan.check.cls, plan.check.dims, sess.ctx)
        except MException:
            return value
    try:
        return _apply(plan, value, sess)
    except MException as err:
        raise with_prefix(err, f"Invalid default value for property '{name}' in class '{plan.owner.name}'. ") \
            from None
