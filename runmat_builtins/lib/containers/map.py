"""containers.Map: a handle object mapping char or numeric keys to values.

Object protocol (how the VM / indexing code reaches objects like this one):

- ``obj.__matlab_subsref__(args)``: the value of ``obj(args...)``; ``args`` is the tuple of
  index arguments.
- ``obj.__matlab_subsasgn__(args, rhs)``: performs ``obj(args...) = rhs`` and returns the
  object to store back in the variable (``self`` for handle objects like Map).
- ``obj.__matlab_property__(name)``: the value of ``obj.name`` (a property, or a method
  called with no arguments, as ``m.keys`` / ``m.Count``).
- ``obj.__matlab_method__(name, args, nargout)``: ``obj.name(args...)``.
- ``obj.__matlab_end__(k, n)`` (optional): the value of ``end`` in subscript k of n, for a
  value whose size is not simply its ``shape`` (a tall array counts its rows).
- ``matlab_class``: the class name (``class(m)`` is 'containers.Map'); ``matlab_fieldnames()``
  lists the properties.

Map is a handle: copies of the variable share one map, as in MATLAB. Keys are kept as
``str`` (KeyType 'char') or ``float`` (numeric KeyTypes) and listed in sorted order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string, option_text
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row, class_of

KEY_TYPES = ("char", "double", "single", "int32", "uint32", "int64", "uint64")
VALUE_TYPES = ("any", "char", "double", "single", "int8", "uint8", "int16", "uint16", "int32",
               "uint32", "int64", "uint64", "logical")
NO_KEY = "MATLAB:Containers:Map:NoKey"
NO_KEY_MSG = "The specified key is not present in this container."


def _text_key(v: Any) -> str | None:
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        return char_text(v)
    if is_string(v) and v.size == 1 and v.flat[0] is not None:
        return str(v.flat[0])
    return None


class MapObject:
    """The containers.Map handle object (see the module docstring for the protocol)."""

    __slots__ = ("data", "key_type", "value_type")
    matlab_class = "containers.Map"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, key_type: str = "char", value_type: str = "any") -> None:
        self.data: dict[Any, Any] = {}
        self.key_type = key_type
        self.value_type = value_type

    # -- keys -------------------------------------------------------------------------
    def key(self, v: Any) -> Any:
        """One key argument in stored form; a wrong type is a MATLAB error."""
        if self.key_type == "char":
            k = _text_key(v)
            if k is None:
                raise MException("MATLAB:Containers:TypeMismatch",
                                 "Specified key type does not match the type expected for this container.")
            return k
        a = np.asarray(v) if not isinstance(v, (float, bool)) else np.array(float(v))
        if a.size != 1 or a.dtype.kind not in "iuf":
            raise MException("MATLAB:Containers:TypeMismatch",
                             "Specified key type does not match the type expected for this container.")
        return float(a.reshape(-1)[0])

    def key_list(self, v: Any) -> list[Any]:
        """Several keys: a cell array, or (numeric KeyType) a numeric array."""
        if is_cell(v):
            return [self.key(e) for e in v.ravel(order="F")]
        if self.key_type != "char" and type(v) is np.ndarray and v.dtype.kind in "iuf":
            return [float(x) for x in v.ravel(order="F")]
        if self.key_type == "char" and is_string(v) and v.size != 1:
            return [str(s) for s in v.ravel(order="F").tolist()]
        return [self.key(v)]

    def out_key(self, k: Any) -> Any:
        return char_row(k) if self.key_type == "char" else k

    def sorted_keys(self) -> list[Any]:
        return sorted(self.data)

    # -- operations -------------------------------------------------------------------
    def get(self, k: Any) -> Any:
        try:
            return self.data[k]
        except KeyError:
            raise MException(NO_KEY, NO_KEY_MSG) from None

    def set(self, k: Any, value: Any) -> None:
        if self.value_type != "any":
            cls = class_of(value)
            ok = cls == self.value_type if self.value_type != "char" else is_char(value)
            if self.value_type in ("double", "single", "logical") and cls in ("double", "single", "logical"):
                ok = np.size(value) == 1 or ok
            if not ok:
                raise MException("MATLAB:Containers:TypeMismatch",
                                 "Specified value type does not match the type expected for this container.")
        self.data[k] = value

    def keys_cell(self) -> np.ndarray:
        ks = self.sorted_keys()
        return cell_array([self.out_key(k) for k in ks], (1, len(ks)))

    def values_cell(self, keyset: Any = None) -> np.ndarray:
        if keyset is None:
            ks = self.sorted_keys()
            return cell_array([self.data[k] for k in ks], (1, len(ks)))
        if not is_cell(keyset):
            raise MException("MATLAB:Containers:InvalidKeySetType",
                             "Specified key set must be a cell array.")
        ks = [self.key(e) for e in keyset.ravel(order="F")]
        return cell_array([self.get(k) for k in ks], keyset.shape)

    def is_key(self, v: Any) -> Any:
        if is_cell(v):
            out = []
            for e in v.ravel(order="F"):
                try:
                    out.append(self.key(e) in self.data)
                except MException:
                    out.append(False)
            return np.array(out, dtype=bool).reshape(v.shape, order="F")
        try:
            return self.key(v) in self.data
        except MException:
            return False

    def remove(self, v: Any) -> MapObject:
        ks = self.key_list(v)
        for k in ks:
            if k not in self.data:
                raise MException(NO_KEY, NO_KEY_MSG)
        for k in ks:
            del self.data[k]
        return self

    @property
    def count(self) -> float:
        return float(len(self.data))

    # -- protocol ---------------------------------------------------------------------
    def __matlab_subsref__(self, args: tuple[Any, ...]) -> Any:
        if len(args) != 1:
            raise MException("MATLAB:index:expected_one_subscript",
                             "Only one level of indexing is supported by a containers.Map.")
        return self.get(self.key(args[0]))

    def __matlab_subsasgn__(self, args: tuple[Any, ...], rhs: Any) -> MapObject:
        if len(args) != 1:
            raise MException("MATLAB:index:expected_one_subscript",
                             "Only one level of indexing is supported by a containers.Map.")
        self.set(self.key(args[0]), rhs)
        return self

    def __matlab_property__(self, name: str) -> Any:
        if name == "Count":
            return self.count
        if name == "KeyType":
            return char_row(self.key_type)
        if name == "ValueType":
            return char_row(self.value_type)
        return self.__matlab_method__(name, (), 1)

    def __matlab_method__(self, name: str, args: tuple[Any, ...], nargout: int = 1) -> Any:
        if name == "keys" and not args:
            return self.keys_cell()
        if name == "values" and len(args) <= 1:
            return self.values_cell(*args)
        if name == "isKey" and len(args) == 1:
            return self.is_key(args[0])
        if name == "remove" and len(args) == 1:
            return self.remove(args[0])
        if name in ("length", "Count") and not args:
            return self.count
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'containers.Map'.")

    def matlab_fieldnames(self) -> list[str]:
        return ["Count", "KeyType", "ValueType"]

    def matlab_size(self) -> tuple[int, int]:
        """size(M) is [Count 1] (so length and isempty follow Count); numel(M) stays 1."""
        return (len(self.data), 1)

    @staticmethod
    def __matlab_concat__(rows: list[list[Any]]) -> MapObject:
        """``[m1; m2]``: a new map with the keys of all (a later map wins on a shared key).
        MATLAB concatenates maps only vertically, and only maps with one kind of key."""
        maps: list[MapObject] = []
        for row in rows:
            live = [v for v in row if not (isinstance(v, np.ndarray) and v.size == 0)]
            if len(live) > 1:
                raise MException("MATLAB:Containers:Map:HorzCat",
                                 "Horizontal concatenation is not supported for containers.Map objects; "
                                 "use vertical concatenation.")
            for m in live:
                if type(m) is not MapObject:
                    raise MException("MATLAB:concatenation:InvalidOperation",
                                     "A containers.Map can only be concatenated with other containers.Map objects.")
                if maps and (m.key_type == "char") != (maps[0].key_type == "char"):
                    raise MException("MATLAB:Containers:Map:KeyTypeMismatch",
                                     "All containers.Map objects being concatenated must have the same KeyType.")
                maps.append(m)
        if len(maps) == 1:
            return maps[0]
        vtypes = {m.value_type for m in maps}
        out = MapObject(maps[0].key_type, vtypes.pop() if len(vtypes) == 1 else "any")
        for m in maps:
            out.data.update(m.data)
        return out

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's display of a Map (``m`` unsuppressed; ``disp(m)`` without the name)."""
        body = ("  Map with properties:\n\n"
                f"        Count: {len(self.data)}\n"
                f"      KeyType: {self.key_type}\n"
                f"    ValueType: {self.value_type}\n")
        return f"{name} =\n\n{body}\n" if name else body

    def __octave_display_text__(self, name: str | None = None) -> str:
        """Octave's display of a Map (``RUNMAT_DISPLAY=octave``)."""
        body = ("  containers.Map object with properties:\n\n"
                f"    Count     : {len(self.data)}\n"
                f"    KeyType   : {self.key_type}\n"
                f"    ValueType : {self.value_type}\n\n")
        return f"{name} =\n\n{body}\n" if name else body

    def __repr__(self) -> str:
        return f"containers.Map(Count={len(self.data)}, KeyType={self.key_type}, ValueType={self.value_type})"


def _infer_value_type(values: list[Any]) -> str:
    if not values:
        return "any"
    if all(is_char(v) and (v.size == 0 or v.shape[0] == 1) for v in values):
        return "char"
    classes = {class_of(v) for v in values}
    if len(classes) == 1 and all(np.size(v) == 1 for v in values):
        c = classes.pop()
        if c in VALUE_TYPES:
            return c
    return "any"



@runtime_builtin(
    name="containers.Map",
    summary="Create a map (dictionary) from char or numeric keys to values.",
    description="containers.Map(KEYS, VALUES) pairs keys (a cell array, a char vector or a numeric "
                "array) with values (a cell array or an array of the same number of elements). "
                "Options: 'KeyType' (char, double, single, int32, uint32, int64, uint64), "
                "'ValueType' (any, char, numeric classes, logical), 'UniformValues'. A Map is a "
                "handle: assignments through any copy change the one map. Use m(key), "
                "m(key) = value, keys(m), values(m), isKey(m, key), remove(m, key), m.Count.",
    keywords=["map", "dictionary", "hash", "key-value", "containers"],
    related=["keys", "values", "isKey", "remove", "struct"],
    signatures=["M = containers.Map()", "M = containers.Map(KEYS, VALUES)",
                "M = containers.Map(KEYS, VALUES, 'UniformValues', TF)",
                "M = containers.Map('KeyType', KTYPE, 'ValueType', VTYPE)"],
    errors=[ErrorSpec(identifier="MATLAB:Containers:Map:NoKey", when="a key is not in the map"),
            ErrorSpec(identifier="MATLAB:Containers:Map:KeyValueNumberMismatch",
                      when="KEYS and VALUES have different numbers of elements"),
            ErrorSpec(identifier="MATLAB:Containers:TypeMismatch",
                      when="a key or value does not match the map's KeyType or ValueType")],
    examples=[Example(code="m = containers.Map({'b', 'a'}, {1, 'x'});\nk = keys(m)",
                      output="k =\n\n  1×2 cell array\n\n    {'a'}    {'b'}\n\n"),
              Example(code="m = containers.Map();\nm('q') = 5;\nc = m.Count", output="c =\n\n     1\n\n")],
)
def containers_Map(*args: Any) -> MapObject:
    opts: dict[str, Any] = {}
    rest = list(args)
    names = {"keytype", "valuetype", "uniformvalues"}
    while len(rest) >= 2 and option_text(rest[-2]) in names:
        opts[option_text(rest[-2])] = rest[-1]
        del rest[-2:]
    if len(rest) == 1 and option_text(rest[0]) in names:
        raise MException("MATLAB:Containers:ParameterValuePairs",
                         "Parameter name/value arguments must come in pairs.")
    if len(rest) not in (0, 2):
        raise MException("MATLAB:Containers:KeyValueNumberMismatch",
                         "The number of keys and values must be the same.")
    kt = option_text(opts["keytype"]) if "keytype" in opts else None
    vt = option_text(opts["valuetype"]) if "valuetype" in opts else None
    if kt is not None and kt not in KEY_TYPES:
        raise MException("MATLAB:Containers:InvalidKeyType",
                         f"Specified key type '{kt}' is not valid.")
    if vt is not None and vt not in VALUE_TYPES:
        raise MException("MATLAB:Containers:InvalidValueType",
                         f"Specified value type '{vt}' is not valid.")
    if not rest:
        return MapObject(kt or "char", vt or "any")
    keys_in, vals_in = rest
    if kt is None:
        first = keys_in.flat[0] if is_cell(keys_in) and keys_in.size else keys_in
        kt = "char" if (is_char(first) or is_string(first) or (is_cell(keys_in) and keys_in.size == 0)) else \
            (class_of(first) if class_of(first) in KEY_TYPES else "double")
    m = MapObject(kt, "any")
    ks = m.key_list(keys_in)
    if is_cell(vals_in):
        vs = list(vals_in.ravel(order="F"))
    elif len(ks) == 1:
        vs = [vals_in]
    elif type(vals_in) is np.ndarray and vals_in.size == len(ks) and vals_in.dtype.kind in "iufb":
        from runmat_builtins.lib.cells.fun import elements

        _, _, get = elements(vals_in)
        vs = [get(i) for i in range(len(ks))]
    else:
        vs = []
    if len(vs) != len(ks):
        raise MException("MATLAB:Containers:KeyValueNumberMismatch",
                         "The number of keys and values must be the same.")
    uniform = True
    if "uniformvalues" in opts:
        uniform = bool(np.asarray(opts["uniformvalues"]).reshape(-1)[0])
    m.value_type = vt or (_infer_value_type(vs) if uniform else "any")
    for k, v in zip(ks, vs):
        m.set(k, v)
    return m


@runtime_builtin(
    summary="Keys of a containers.Map, sorted, as a 1xN cell array.",
    keywords=["map", "keys", "dictionary"],
    related=["containers.Map", "values", "isKey"],
    signatures=["K = keys(M)"],
    examples=[Example(code="k = keys(containers.Map([3 1 2], {'c', 'a', 'b'}))",
                      output="k =\n\n  1×3 cell array\n\n    {[1]}    {[2]}    {[3]}\n\n")],
)
def keys(m: Any) -> np.ndarray:
    return require_class(m, MapObject, "keys").keys_cell()


@runtime_builtin(
    summary="Values of a containers.Map in key order, or the values of the given keys.",
    keywords=["map", "values", "dictionary"],
    related=["containers.Map", "keys", "isKey"],
    signatures=["V = values(M)", "V = values(M, KEYSET)"],
    errors=[ErrorSpec(identifier="MATLAB:Containers:Map:NoKey", when="a key in KEYSET is not in the map")],
    examples=[Example(code="v = values(containers.Map({'b', 'a'}, {1, 'x'}))",
                      output="v =\n\n  1×2 cell array\n\n    {'x'}    {[1]}\n\n")],
)
def values(m: Any, keyset: Any = None) -> np.ndarray:
    return require_class(m, MapObject, "values").values_cell(keyset)


@runtime_builtin(
    summary="True where the keys are in the containers.Map (a cell of keys gives an array).",
    keywords=["map", "membership", "dictionary"],
    related=["containers.Map", "keys", "remove"],
    signatures=["TF = isKey(M, KEY)"],
    examples=[Example(code="tf = isKey(containers.Map({'a'}, {1}), {'a', 'z'})",
                      output="tf =\n\n  1×2 logical array\n\n   1   0\n\n")],
)
def isKey(m: Any, key: Any) -> Any:
    return require_class(m, MapObject, "isKey").is_key(key)


@runtime_builtin(
    summary="Remove keys (and their values) from a containers.Map.",
    keywords=["map", "delete", "dictionary"],
    related=["containers.Map", "isKey", "keys"],
    signatures=["M = remove(M, KEY)"],
    errors=[ErrorSpec(identifier="MATLAB:Containers:Map:NoKey", when="a key is not in the map")],
    examples=[Example(code="m = containers.Map({'a', 'b'}, {1, 2});\nremove(m, 'a');\nk = keys(m)",
                      output="k =\n\n  1×1 cell array\n\n    {'b'}\n\n")],
)
def remove(m: Any, key: Any) -> MapObject:
    return require_class(m, MapObject, "remove").remove(key)
