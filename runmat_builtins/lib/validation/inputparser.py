"""inputParser: MATLAB's handle object that declares and parses a function's inputs.

``p = inputParser; addRequired(p, 'x', @isnumeric); addOptional(p, 'n', 1);
addParameter(p, 'Mode', 'fast'); parse(p, varargin{:}); p.Results.Mode`` — both the function
form ``addRequired(p, ...)`` and the method form ``p.addRequired(...)`` work. The object follows
the protocol of ``containers.Map`` (``__matlab_property__``, ``__matlab_property_set__``,
``__matlab_method__``): a handle, so every copy of the variable is the one parser.

Parsing follows MATLAB: required arguments first, then optional positional ones (a text that
names a parameter, or a failed validation of a text, ends them), then name-value pairs (names
matched case-insensitively and by unique prefix unless ``CaseSensitive``/``PartialMatching``
say otherwise; structs expand into pairs when ``StructExpand``). ``Results`` lists every
argument in alphabetical order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_text, is_char, is_string, scalar_text
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, to_str

_FAILED = "MATLAB:InputParser:ArgumentFailedValidation"
_PROPS = ("FunctionName", "CaseSensitive", "KeepUnmatched", "PartialMatching", "StructExpand",
          "Parameters", "Results", "Unmatched", "UsingDefaults")
_SETTABLE = {"FunctionName", "CaseSensitive", "KeepUnmatched", "PartialMatching", "StructExpand"}
_METHODS = ("addRequired", "addOptional", "addParameter", "addParamValue", "parse")


class _Arg:
    __slots__ = ("name", "kind", "default", "validator", "priority")

    def __init__(self, name: str, kind: str, default: Any, validator: Any, priority: float = 1.0) -> None:
        self.name = name
        self.kind = kind  # 'required', 'optional' or 'parameter'
        self.default = default
        self.validator = validator
        self.priority = priority  # PartialMatchPriority: the lower wins among prefix matches


def _text_arg(v: Any) -> str | None:
    """A char row or string scalar as str, else None."""
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        return char_text(v)
    if is_string(v) and v.size == 1 and v.flat[0] is not None:
        return str(v.flat[0])
    return None


def _truth(v: Any) -> bool:
    if v is None:
        return True
    if type(v) in (bool, float):
        return bool(v)
    a = np.asarray(v)
    if a.dtype.kind not in "biuf" or a.size == 0:
        return False
    return bool(np.all(a != 0))


def _logical_scalar(v: Any, name: str) -> bool:
    a = np.asarray(v) if type(v) not in (bool, float) else np.array(v)
    if a.size != 1 or a.dtype.kind not in "biuf":
        raise MException("MATLAB:InputParser:InvalidPropertyValue",
                         f"The value of '{name}' must be a logical scalar.")
    return bool(a.reshape(-1)[0])


class InputParser:
    """The inputParser handle object (see the module docstring)."""

    __slots__ = ("args", "function_name", "case_sensitive", "keep_unmatched", "partial_matching",
                 "struct_expand", "results", "unmatched", "using_defaults", "ctx")
    matlab_class = "inputParser"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, ctx: Any = None) -> None:
        self.args: list[_Arg] = []
        self.function_name = ""
        self.case_sensitive = False
        self.keep_unmatched = False
        self.partial_matching = True
        self.struct_expand = True
        self.results: dict[str, Any] = {}
        self.unmatched: dict[str, Any] = {}
        self.using_defaults: list[str] = []
        self.ctx = ctx

    # -- declaring arguments ----------------------------------------------------------
    def _error(self, ident: str, message: str) -> MException:
        err = MException(ident, message)
        if self.function_name:
            err.builtin = self.function_name
        return err

    def add(self, kind: str, fname: str, args: tuple) -> None:
        if not args:
            raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
        name = scalar_text(args[0], fname, "Argument name")
        if not name or not name[0].isalpha() or not all(c.isalnum() or c == "_" for c in name):
            raise MException("MATLAB:InputParser:InvalidName",
                             f"The argument name '{name}' is not a valid MATLAB identifier.")
        rest = list(args[1:])
        default: Any = None
        if kind != "required":
            if not rest:
                raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
            default = rest.pop(0)
        validator = None
        if rest and not (_text_arg(rest[0]) or "").lower() == "partialmatchpriority":
            validator = rest.pop(0)
            if not isinstance(validator, FunctionHandle):
                raise MException("MATLAB:InputParser:ValidationFcnNotFcnHandle",
                                 "The validation function must be a function handle.")
        priority = 1.0
        if rest:  # 'PartialMatchPriority', N
            if len(rest) != 2 or (_text_arg(rest[0]) or "").lower() != "partialmatchpriority":
                raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
            pr = np.asarray(rest[1], dtype=np.float64) if type(rest[1]) is not np.ndarray or \
                rest[1].dtype.kind in "fiub" else np.array([np.nan])
            if pr.size != 1 or not (pr.reshape(-1)[0] >= 1) or pr.reshape(-1)[0] != int(pr.reshape(-1)[0]):
                raise MException("MATLAB:InputParser:InvalidPartialMatchPriority",
                                 "PartialMatchPriority must be a positive integer.")
            priority = float(pr.reshape(-1)[0])
        for a in self.args:
            if a.name.lower() == name.lower() if not self.case_sensitive else a.name == name:
                raise MException("MATLAB:InputParser:ArgumentAlreadyExists" if a.name == name else
                                 "MATLAB:InputParser:ArgumentAlreadyExistsCaseInsensitive",
                                 f"An argument named '{name}' already exists in the schema.")
        if kind == "required" and any(a.kind != "required" for a in self.args):
            raise MException("MATLAB:InputParser:RequiredAfterOptional",
                             "Required arguments must be added before optional and parameter arguments.")
        if kind == "optional" and any(a.kind == "parameter" for a in self.args):
            raise MException("MATLAB:InputParser:OptionalAfterParameter",
                             "Optional positional arguments must be added before parameters.")
        self.args.append(_Arg(name, kind, default, validator, priority))

    # -- parsing ----------------------------------------------------------------------
    def _validate(self, arg: _Arg, value: Any, ctx: Any, *, quiet: bool = False) -> bool:
        """Run the validator: False (or an error) fails. ``quiet`` asks for False instead of
        the MATLAB error (optional arguments try text as a parameter name first)."""
        fn = arg.validator
        if fn is None:
            return True
        try:
            try:
                ok = _truth(ctx.call_function(fn, (value,), 1))
            except MException as e:
                if e.identifier not in (errors.TOO_MANY_OUTPUTS, "MATLAB:TooManyOutputs"):
                    raise
                ctx.call_function(fn, (value,), 0)  # a validator with no output passes by not erroring
                ok = True
        except MException as e:
            if quiet:
                return False
            raise self._error(_FAILED, f"The value of '{arg.name}' is invalid. {e.message}") from None
        if not ok and not quiet:
            text = to_str(call_builtin("func2str", fn))
            raise self._error(_FAILED, f"The value of '{arg.name}' is invalid. It must satisfy the "
                                       f"function: {text}.")
        return ok

    def _match(self, name: str) -> _Arg | None:
        params = [a for a in self.args if a.kind == "parameter"]
        same = (lambda a, b: a == b) if self.case_sensitive else (lambda a, b: a.lower() == b.lower())
        for a in params:
            if same(a.name, name):
                return a
        if not self.partial_matching or not name:
            return None
        if self.case_sensitive:
            hits = [a for a in params if a.name.startswith(name)]
        else:
            hits = [a for a in params if a.name.lower().startswith(name.lower())]
        if len(hits) > 1:
            best = min(h.priority for h in hits)
            if sum(h.priority == best for h in hits) == 1:
                return next(h for h in hits if h.priority == best)
            raise self._error("MATLAB:InputParser:AmbiguousParamName",
                              f"'{name}' matches multiple parameter names: "
                              f"{', '.join(h.name for h in hits)}. To avoid ambiguity, specify the "
                              f"complete name of the parameter.")
        return hits[0] if hits else None

    def _names_param(self, v: Any) -> bool:
        """Whether ``v`` starts the name-value part: a parameter's name, or an expandable struct."""
        if self.struct_expand and type(v) is StructArray and v.elems.size == 1:
            return any(a.kind == "parameter" for a in self.args) or self.keep_unmatched
        t = _text_arg(v)
        if t is None:
            return False
        try:
            return self._match(t) is not None
        except MException:
            return True

    def parse(self, values: tuple, ctx: Any) -> None:
        ctx = ctx or self.ctx
        values = list(values)
        results: dict[str, Any] = {}
        given: set[str] = set()
        unmatched: dict[str, Any] = {}
        req = [a for a in self.args if a.kind == "required"]
        opt = [a for a in self.args if a.kind == "optional"]
        if len(values) < len(req):
            raise self._error(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
        for a, v in zip(req, values):
            self._validate(a, v, ctx)
            results[a.name] = v
            given.add(a.name)
        pos = len(req)
        for a in opt:
            if pos >= len(values):
                break
            v = values[pos]
            if self._names_param(v):
                break
            if not self._validate(a, v, ctx, quiet=_text_arg(v) is not None):
                break  # a text that fails validation is read as a parameter name
            results[a.name] = v
            given.add(a.name)
            pos += 1
        rest = values[pos:]
        has_params = any(a.kind == "parameter" for a in self.args)
        k = 0
        while k < len(rest):
            v = rest[k]
            if self.struct_expand and type(v) is StructArray and v.elems.size == 1:
                pairs = list(v.elems.flat[0].items())
                k += 1
            else:
                name = _text_arg(v)
                if name is None:
                    if not has_params and not self.keep_unmatched:
                        raise self._error(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
                    raise self._error("MATLAB:InputParser:ParamMustBeChar",
                                      "Expected a string scalar or character vector for the parameter name.")
                if k + 1 >= len(rest):
                    if not has_params and not self.keep_unmatched:
                        raise self._error(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
                    raise self._error("MATLAB:InputParser:ParamMissingValue",
                                      f"No value was given for '{name}'. Name-value pair arguments "
                                      f"require a name followed by a value.")
                pairs = [(name, rest[k + 1])]
                k += 2
            for name, val in pairs:
                a = self._match(name)
                if a is None:
                    if self.keep_unmatched:
                        unmatched[name] = val
                        continue
                    raise self._error("MATLAB:InputParser:UnmatchedParameter",
                                      f"'{name}' is not a recognized parameter. For a list of valid "
                                      f"name-value pair arguments, see the documentation for "
                                      f"{'this function' if not self.function_name else self.function_name}.")
                self._validate(a, val, ctx)
                results[a.name] = val
                given.add(a.name)
        for a in self.args:
            if a.name not in given:
                results[a.name] = a.default
        self.results = {n: results[n] for n in sorted(results, key=lambda s: (s.lower(), s))}
        self.unmatched = unmatched
        self.using_defaults = [a.name for a in self.args if a.name not in given]

    # -- protocol ---------------------------------------------------------------------
    def results_struct(self) -> StructArray:
        return StructArray.scalar(dict(self.results))

    def __matlab_property__(self, name: str) -> Any:
        if name == "FunctionName":
            return char_row(self.function_name)
        if name == "CaseSensitive":
            return self.case_sensitive
        if name == "KeepUnmatched":
            return self.keep_unmatched
        if name == "PartialMatching":
            return self.partial_matching
        if name == "StructExpand":
            return self.struct_expand
        if name == "Parameters":
            names = sorted((a.name for a in self.args), key=lambda s: (s.lower(), s))
            return cell_array([char_row(n) for n in names], (1, len(names)))
        if name == "Results":
            return self.results_struct()
        if name == "Unmatched":
            return StructArray.scalar(dict(self.unmatched))
        if name == "UsingDefaults":
            return cell_array([char_row(n) for n in self.using_defaults], (1, len(self.using_defaults)))
        return self.__matlab_method__(name, (), 1)

    def __matlab_property_set__(self, name: str, rhs: Any) -> InputParser:
        if name not in _SETTABLE:
            if name in _PROPS:
                raise MException("MATLAB:class:SetProhibited",
                                 f"Unable to set the '{name}' property of class 'inputParser' "
                                 f"because it is read-only.")
            raise MException("MATLAB:noPublicFieldForClass",
                             f"Unrecognized property '{name}' for class 'inputParser'.")
        if name == "FunctionName":
            self.function_name = scalar_text(rhs, "inputParser", "FunctionName") or ""
        elif name == "CaseSensitive":
            self.case_sensitive = _logical_scalar(rhs, name)
        elif name == "KeepUnmatched":
            self.keep_unmatched = _logical_scalar(rhs, name)
        elif name == "PartialMatching":
            self.partial_matching = _logical_scalar(rhs, name)
        else:
            self.struct_expand = _logical_scalar(rhs, name)
        return self

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        if name in _METHODS:
            return call_builtin(name, self, *args, nargout=0, ctx=self.ctx)
        if name == "disp" and not args:
            return call_builtin("disp", self, nargout=0, ctx=self.ctx)
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'inputParser'.")

    def matlab_fieldnames(self) -> list[str]:
        return list(_PROPS)

    def __matlab_display_text__(self, name: str | None = None) -> str:
        return display_text(self, name)

    def __repr__(self) -> str:
        return f"inputParser({', '.join(a.name for a in self.args)})"


def display_text(p: InputParser, name: str | None = None) -> str:
    """MATLAB's display of an inputParser: its properties, one per line, right-aligned names."""
    def cell_dims(n: int) -> str:
        return f"{{1\u00d7{n} cell}}"

    params = len(p.args)
    rows = [("FunctionName", f"'{p.function_name}'"), ("CaseSensitive", str(int(p.case_sensitive))),
            ("KeepUnmatched", str(int(p.keep_unmatched))), ("PartialMatching", str(int(p.partial_matching))),
            ("StructExpand", str(int(p.struct_expand))), ("Parameters", cell_dims(params)),
            ("Results", "[1\u00d71 struct]"), ("Unmatched", "[1\u00d71 struct]"),
            ("UsingDefaults", cell_dims(len(p.using_defaults)))]
    width = max(len(r[0]) for r in rows)
    body = "  inputParser with properties:\n\n" + "".join(
        f"    {k:>{width}}: {v}\n" for k, v in rows) + "\n"
    return f"{name} = \n\n{body}" if name else body



@runtime_builtin(
    summary="Create an input parser: declare required, optional and name-value arguments, then parse.",
    description="Declare arguments with addRequired, addOptional, addParameter (addParamValue), "
                "then parse(p, varargin{:}); read p.Results (a struct, fields in alphabetical "
                "order), p.UsingDefaults, p.Unmatched. Settable properties: FunctionName, "
                "CaseSensitive (false), KeepUnmatched (false), PartialMatching (true), StructExpand "
                "(true). Validation functions return true/false or throw an error. The parser is a "
                "handle object; p.addRequired(...) and addRequired(p, ...) both work.",
    keywords=["arguments", "varargin", "name-value", "parse inputs", "validation", "options"],
    related=["addRequired", "addOptional", "addParameter", "parse", "validateattributes", "validatestring"],
    signatures=["P = inputParser"],
    errors=[ErrorSpec(identifier="MATLAB:InputParser:ArgumentFailedValidation", when="a validation function fails"),
            ErrorSpec(identifier="MATLAB:InputParser:UnmatchedParameter", when="a name is not a parameter"),
            ErrorSpec(identifier="MATLAB:minrhs", when="required arguments are missing")],
    examples=[Example(code="p = inputParser;\naddRequired(p, 'width', @isnumeric);\n"
                           "addOptional(p, 'height', 1);\naddParameter(p, 'units', 'inches');\n"
                           "parse(p, 5, 'units', 'cm');\nr = p.Results;\n"
                           "fprintf('%g %g %s\\n', r.width, r.height, r.units)",
                      output="5 1 cm\n"),
              Example(code="p = inputParser;\np.addRequired('x', @(v) v > 0);\n"
                           "try\n  p.parse(-1);\ncatch e\n  disp(e.identifier)\nend",
                      output="MATLAB:InputParser:ArgumentFailedValidation\n")],
)
def inputParser(*, ctx: Any = None) -> InputParser:
    return InputParser(ctx)


def _adder(name: str, kind: str, signatures: list[str], summary: str, example: Example) -> Any:
    def body(p: Any, *args: Any, ctx: Any = None) -> None:
        require_class(p, InputParser, name).add(kind, name, args)
        return None

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary,
        keywords=["inputParser", "arguments", "declare"],
        related=["inputParser", "parse"] + [m for m in _METHODS[:4] if m != name],
        signatures=signatures, examples=[example], accel={"kind": "host-only"},
    )(body)


addRequired = _adder(
    "addRequired", "required", ["addRequired(P, ARGNAME)", "addRequired(P, ARGNAME, VALIDATIONFCN)"],
    "Declare a required positional argument of an inputParser.",
    Example(code="p = inputParser;\naddRequired(p, 'a');\nparse(p, 7);\ndisp(p.Results.a)", output="     7\n"))
addOptional = _adder(
    "addOptional", "optional", ["addOptional(P, ARGNAME, DEFAULT)", "addOptional(P, ARGNAME, DEFAULT, VALIDATIONFCN)",
                                "addOptional(P, ARGNAME, DEFAULT, VALIDATIONFCN, 'PartialMatchPriority', N)"],
    "Declare an optional positional argument (with its default) of an inputParser.",
    Example(code="p = inputParser;\naddOptional(p, 'n', 3);\nparse(p);\ndisp(p.Results.n)", output="     3\n"))
addParameter = _adder(
    "addParameter", "parameter", ["addParameter(P, PARAMNAME, DEFAULT)", "addParameter(P, PARAMNAME, DEFAULT, VALIDATIONFCN)",
                                  "addParameter(P, PARAMNAME, DEFAULT, VALIDATIONFCN, 'PartialMatchPriority', N)"],
    "Declare a name-value argument (with its default) of an inputParser.",
    Example(code="p = inputParser;\naddParameter(p, 'Color', 'red');\nparse(p, 'col', 'blue');\ndisp(p.Results.Color)",
            output="blue\n"))
addParamValue = _adder(
    "addParamValue", "parameter", ["addParamValue(P, PARAMNAME, DEFAULT)", "addParamValue(P, PARAMNAME, DEFAULT, VALIDATIONFCN)"],
    "Declare a name-value argument of an inputParser (the older name of addParameter).",
    Example(code="p = inputParser;\naddParamValue(p, 'k', 0);\nparse(p, 'k', 2);\ndisp(p.Results.k)", output="     2\n"))


@runtime_builtin(
    summary="Parse function inputs with an inputParser (fills Results, UsingDefaults, Unmatched).",
    keywords=["inputParser", "arguments", "parse inputs"],
    related=["inputParser", "addRequired", "addOptional", "addParameter"],
    signatures=["parse(P, ARGS)"],
    errors=[ErrorSpec(identifier="MATLAB:InputParser:ArgumentFailedValidation", when="a value fails validation"),
            ErrorSpec(identifier="MATLAB:InputParser:ParamMissingValue", when="a parameter name has no value")],
    examples=[Example(code="p = inputParser;\np.KeepUnmatched = true;\naddParameter(p, 'a', 1);\n"
                           "parse(p, 'b', 2);\ndisp(fieldnames(p.Unmatched))",
                      output="    {'b'}\n")],
)
def parse(p: Any, *args: Any, ctx: Any = None) -> None:
    require_class(p, InputParser, "parse").parse(args, ctx)
    return None
