"""jsonencode and jsondecode: MATLAB values to JSON text and back, MATLAB's way.

Encoding: a struct is an object (a struct array an array of objects), numeric and logical
arrays nest row by row (vectors are flat arrays, scalars plain values, [] is []), char rows
and string scalars are strings, cells are arrays, NaN and Inf are null, containers.Map an
object. Decoding: objects become structs (keys made valid names), arrays of numbers become
column vectors (or matrices when every row has the same length), arrays of objects with the
same fields a struct column, other arrays a cell column, null [] (NaN inside numbers)."""

from __future__ import annotations

import json
import math
import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string, option_name
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, class_of

_OPTIONS = ("ConvertInfAndNaN", "PrettyPrint")


def _number(v: float, convert: bool) -> str:
    if v != v:
        return "null" if convert else "NaN"
    if math.isinf(v):
        return "null" if convert else ("Infinity" if v > 0 else "-Infinity")
    if v == int(v) and abs(v) < 1e15:
        return str(int(v))
    text = repr(float(v))
    return re.sub(r"e([+-])0*(\d)", lambda m: "e" + ("-" if m.group(1) == "-" else "") + m.group(2), text)


class _Encoder:
    def __init__(self, convert: bool, pretty: bool) -> None:
        self.convert = convert
        self.pretty = pretty

    def value(self, v: Any) -> Any:
        """A tree of Python lists/dicts with numbers kept as preformatted text (``_Raw``)."""
        t = type(v)
        if t is bool or isinstance(v, np.bool_):
            return bool(v)
        if t is float or t is int or isinstance(v, np.number):
            if isinstance(v, complex | np.complexfloating):
                raise MException("MATLAB:jsonencode:ComplexNotSupported", "Complex numbers are not supported.")
            return _Raw(_number(float(v), self.convert))
        if t is complex:
            raise MException("MATLAB:jsonencode:ComplexNotSupported", "Complex numbers are not supported.")
        if t is str:
            return v
        if isinstance(v, StructArray):
            objs = [{f: self.value(e[f]) for f in v.fields} for e in v.elems.ravel(order="F")]
            return objs[0] if v.elems.shape == (1, 1) else self.nest_list(objs, v.elems.shape)
        if getattr(v, "matlab_class", None) == "containers.Map":
            return {str(k): self.value(x) for k, x in v.data.items()}
        if isinstance(v, FunctionHandle):
            raise MException("MATLAB:jsonencode:UnsupportedType", "Function handles are not supported.")
        if t is not np.ndarray:
            raise MException("MATLAB:jsonencode:UnsupportedType", f"Values of class '{class_of(v)}' are not supported.")
        if is_char(v):
            if v.size == 0 or v.shape[0] == 1:
                return char_text(v) if v.size else ""
            return [char_text(v[i:i + 1]) for i in range(v.shape[0])]
        if is_string(v):
            items = [None if s is None else str(s) for s in v.ravel(order="F").tolist()]
            return items[0] if v.size == 1 else self.nest_list(items, v.shape)
        if is_cell(v):
            return [self.value(e) for e in v.ravel(order="F")]
        if v.dtype.kind == "c":
            raise MException("MATLAB:jsonencode:ComplexNotSupported", "Complex numbers are not supported.")
        if v.size == 1:
            return self.value(v.reshape(-1)[0].item())
        flat = [self.value(x) for x in v.ravel(order="F").tolist()]
        return self.nest_list(flat, v.shape)

    def nest_list(self, flat: list, shape: tuple) -> list:
        """Column-major elements as nested rows: vectors flat, a matrix a list of its rows."""
        dims = [d for d in shape]
        if len(dims) == 2 and (dims[0] == 1 or dims[1] == 1):
            return list(flat)
        while len(dims) > 2 and dims[-1] == 1:
            dims.pop()
        arr = np.empty(len(flat), dtype=object)
        for i, x in enumerate(flat):
            arr[i] = x
        arr = arr.reshape(dims, order="F")

        def rows(a: np.ndarray) -> list:
            return [rows(a[i]) if a.ndim > 1 else a[i] for i in range(a.shape[0])]
        return rows(arr)

    def text(self, tree: Any, level: int = 0) -> str:
        ind = "  " * (level + 1) if self.pretty else ""
        close = "\n" + "  " * level if self.pretty else ""
        sep = ",\n" if self.pretty else ","
        if isinstance(tree, _Raw):
            return tree.text
        if tree is None:
            return "null"
        if tree is True:
            return "true"
        if tree is False:
            return "false"
        if isinstance(tree, str):
            return json.dumps(tree, ensure_ascii=False)
        if isinstance(tree, dict):
            if not tree:
                return "{}"
            colon = ": " if self.pretty else ":"
            body = sep.join(ind + json.dumps(k, ensure_ascii=False) + colon + self.text(x, level + 1)
                            for k, x in tree.items())
            return "{" + ("\n" if self.pretty else "") + body + close + "}"
        if not tree:
            return "[]"
        body = sep.join(ind + self.text(x, level + 1) for x in tree)
        return "[" + ("\n" if self.pretty else "") + body + close + "]"


class _Raw:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def _flag(v: Any, name: str) -> bool:
    try:
        return bool(np.asarray(v).reshape(-1)[0])
    except (TypeError, ValueError, IndexError):
        raise MException("MATLAB:jsonencode:InvalidOption", f"{name} must be a logical scalar.") from None


@runtime_builtin(
    summary="JSON text of a MATLAB value (structs as objects, arrays nested by rows, NaN/Inf as null).",
    description="Options: 'ConvertInfAndNaN' (true: null; false: NaN, Infinity) and 'PrettyPrint' "
                "(indented output). Option names may be abbreviated.",
    keywords=["json", "serialize", "encode", "text", "web"],
    related=["jsondecode", "struct", "num2str"],
    signatures=["txt = jsonencode(data)", "txt = jsonencode(data, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:jsonencode:UnsupportedType", when="DATA holds a function handle or an object"),
            ErrorSpec(identifier="MATLAB:jsonencode:ComplexNotSupported", when="DATA is complex")],
    examples=[Example(code="t = jsonencode(struct('a', 1, 'b', [1 2 3]))", output="t =\n\n"
                                                                                  "    '{\"a\":1,\"b\":[1,2,3]}'\n\n"),
              Example(code="t = jsonencode({1, 'x', true})", output="t =\n\n    '[1,\"x\",true]'\n\n")],
)
def jsonencode(data: Any, *opts: Any) -> Any:
    convert, pretty = True, False
    if len(opts) % 2:
        raise MException("MATLAB:jsonencode:InvalidOption", "Options must be name-value pairs.")
    for k in range(0, len(opts), 2):
        name = option_name(opts[k], _OPTIONS)
        if name == "convertinfandnan":
            convert = _flag(opts[k + 1], "ConvertInfAndNaN")
        elif name == "prettyprint":
            pretty = _flag(opts[k + 1], "PrettyPrint")
        else:
            raise MException("MATLAB:jsonencode:InvalidOption", "Unknown option; expected 'ConvertInfAndNaN' or 'PrettyPrint'.")
    enc = _Encoder(convert, pretty)
    return char_row(enc.text(enc.value(data)))


# ------------------------------------------------------------------------------- decoding
def valid_name(key: str) -> str:
    """matlab.lang.makeValidName: blanks removed with the next letter capitalised, other
    characters that cannot be in a name become '_', and a name not starting with a letter
    gets an 'x' in front."""
    if re.fullmatch(r"[A-Za-z]\w{0,62}", key):
        return key
    out = re.sub(r"\s+(\w)", lambda m: m.group(1).upper(), key.strip())
    out = re.sub(r"\s", "", out)
    out = re.sub(r"\W", "_", out)
    if not out or not out[0].isalpha():
        out = "x" + out
    return out[:63]


def _struct(obj: dict) -> StructArray:
    fields: dict[str, Any] = {}
    for k, x in obj.items():
        name = valid_name(k)
        base, n = name, 1
        while name in fields:
            name = f"{base}_{n}"
            n += 1
        fields[name] = _decode(x)
    return StructArray.scalar(fields)


def _column(items: list, dtype: Any = np.float64) -> np.ndarray:
    return np.array(items, dtype=dtype).reshape(-1, 1)


def _is_num(x: Any) -> bool:
    return (type(x) is float or type(x) is int) or x is None


def _decode(x: Any) -> Any:
    if x is None:
        return np.zeros((0, 0))
    if x is True or x is False:
        return x
    if type(x) is int or type(x) is float:
        return float(x)
    if type(x) is str:
        return char_row(x)
    if isinstance(x, dict):
        return _struct(x)
    # a list
    if not x:
        return np.zeros((0, 0))
    if all(_is_num(e) for e in x) and any(e is not None for e in x):
        return _column([math.nan if e is None else float(e) for e in x])
    if all(e is True or e is False for e in x):
        return _column(x, bool)
    if all(isinstance(e, list) and e for e in x):
        parts = [_decode(e) for e in x]
        if all(type(p) is np.ndarray and p.dtype == parts[0].dtype and p.dtype.kind in "fb"
               and p.shape == parts[0].shape for p in parts):
            return np.stack([p.reshape(p.shape[0], *p.shape[2:]) if p.ndim > 2 else p.reshape(-1) for p in parts], axis=0) \
                if parts[0].shape[1:] == (1,) or parts[0].ndim > 2 else np.stack(parts, axis=0)
        return cell_array(parts, (len(parts), 1))
    if all(isinstance(e, dict) for e in x):
        structs = [_struct(e) for e in x]
        if all(s.fields == structs[0].fields for s in structs):
            elems = np.empty((len(structs), 1), dtype=object)
            for i, s in enumerate(structs):
                elems[i, 0] = s.elems[0, 0]
            return StructArray(structs[0].fields, elems)
        return cell_array(structs, (len(structs), 1))
    return cell_array([_decode(e) for e in x], (len(x), 1))


@runtime_builtin(
    summary="MATLAB value of JSON text: objects as structs, number arrays as columns or matrices, others as cells.",
    description="Arrays of numbers (null as NaN) are column vectors, arrays of equal-length number arrays "
                "matrices, arrays of objects with the same keys struct columns, any other array a cell "
                "column. Keys that are not valid names are made valid (matlab.lang.makeValidName).",
    keywords=["json", "parse", "decode", "deserialize", "web"],
    related=["jsonencode", "struct", "str2num"],
    signatures=["val = jsondecode(txt)"],
    errors=[ErrorSpec(identifier="MATLAB:jsondecode:InvalidJSON", when="TXT is not valid JSON"),
            ErrorSpec(identifier="MATLAB:jsondecode:InvalidInput", when="TXT is not text")],
    examples=[Example(code="v = jsondecode('[1, 2, 3]')", output="v =\n\n     1\n     2\n     3\n\n"),
              Example(code="s = jsondecode('{\"a\": 1, \"b\": \"x\"}');\ndisp(s.b)", output="x\n")],
)
def jsondecode(txt: Any) -> Any:
    if not ((is_char(txt) and (txt.size == 0 or txt.shape[0] == 1)) or (is_string(txt) and txt.size == 1)):
        raise MException("MATLAB:jsondecode:InvalidInput", "JSON text must be a character vector or string scalar.")
    text = char_text(txt) if is_char(txt) else str(txt.flat[0])
    try:
        tree = json.loads(text, parse_constant=lambda c: {"NaN": math.nan, "Infinity": math.inf,
                                                          "-Infinity": -math.inf}[c])
    except json.JSONDecodeError as exc:
        raise MException("MATLAB:jsondecode:InvalidJSON",
                         f"JSON syntax error at line {exc.lineno}, column {exc.colno}: {exc.msg}.") from None
    return _decode(tree)
