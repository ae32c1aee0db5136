"""MATLAB's ``sprintf`` engine: a parsed format recycled over every element of every argument.

Arguments are flattened column-major; a char argument meeting ``%s`` is consumed
as one whole string, otherwise one character (its code) at a time. ``%d``-style
conversions of non-integers switch to ``%e`` as MATLAB does; escapes are
interpreted in the format only.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any, NamedTuple

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values.core import STRING_DTYPE, class_of

INVALID_INPUT = "MATLAB:sprintf:InvalidInputType"

_SPEC_RE = re.compile(r"%(?P<flags>[-+ 0#]*)(?P<width>\*|\d+)?(?:\.(?P<prec>\*|\d*))?"
                      r"(?P<len>hh|h|ll|l|L|q|j|z|t)?(?P<conv>[diouxXfFeEgGcsaA%])")
_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "r": "\r",
            "v": "\v", '"': '"', "'": "'"}
_ESC_RE = re.compile(r"\\(x[0-9A-Fa-f]{1,4}|[0-7]{1,3}|.)", re.S)


class Spec(NamedTuple):
    """One conversion: flags, width/precision (int, None, or -1 for ``*``) and letter."""

    flags: str
    width: int | None
    prec: int | None
    conv: str


def unescape(s: str) -> str:
    """Interpret MATLAB format escapes (\\n, \\t, \\\\, \\xHH, \\ooo, ...)."""
    if "\\" not in s:
        return s

    def sub(m: re.Match[str]) -> str:
        e = m.group(1)
        if e[0] == "x" and len(e) > 1:
            return chr(int(e[1:], 16))
        if e[0] in "01234567":
            return chr(int(e, 8))
        return _ESCAPES.get(e, "\\" + e)

    return _ESC_RE.sub(sub, s)


@functools.lru_cache(maxsize=512)
def parse(fmt: str) -> tuple[tuple[str | Spec, ...], int]:
    """Split a format into literal strings and :class:`Spec` items; also count conversions."""
    items: list[str | Spec] = []
    pos = 0
    n = 0
    lit: list[str] = []
    for m in _SPEC_RE.finditer(fmt):
        lit.append(fmt[pos:m.start()])
        pos = m.end()
        if m.group("conv") == "%":
            lit.append("%")
            continue
        text = unescape("".join(lit))
        if text:
            items.append(text)
        lit = []
        w, p = m.group("width"), m.group("prec")
        items.append(Spec(m.group("flags"),
                          -1 if w == "*" else (int(w) if w else None),
                          -1 if p == "*" else (int(p) if p else (0 if p == "" else None)),
                          m.group("conv")))
        n += 1
    lit.append(fmt[pos:])
    text = unescape("".join(lit))
    if text:
        items.append(text)
    return tuple(items), n


_EMPTY = type("EmptyArgument", (), {"__repr__": lambda self: "<empty>"})()


class _Args:
    """A cursor over the flattened data: numbers, and char runs that %s may take whole."""

    __slots__ = ("groups", "gi", "pos")

    def __init__(self, args: tuple) -> None:
        self.groups: list[tuple[bool, Any]] = []  # (is_text, str or list of numbers)
        for a in args:
            self._add(a)
        self.gi = 0
        self.pos = 0
        self._skip_empty()

    def _add(self, a: Any) -> None:
        t = type(a)
        if t is np.ndarray and a.size == 0 or t is str and not a:
            # an empty argument takes one conversion and prints nothing there (as Octave does:
            # fprintf('%s%s\n', blanks(0), s) still ends the line)
            self.groups.append((None, (_EMPTY,)))
            return
        if t is float or t is int or t is bool:
            self.groups.append((False, [a]))
            return
        if t is complex:
            self.groups.append((False, [a.real]))
            return
        if t is str:
            self.groups.append((True, a))
            return
        if t is not np.ndarray:
            from runmat_accel import GpuArray, download

            if t is GpuArray:
                self._add(download(a))
                return
            if isinstance(a, np.generic):
                self._add(np.asarray(a).reshape(1, 1))
                return
            raise MException(INVALID_INPUT, f"Function is not defined for '{class_of(a)}' inputs.")
        k = a.dtype.kind
        if k == "U":
            chars = a.ravel(order="F").tolist()
            text = "".join(chars)
            if len(text) != len(chars):  # NumPy reads a char(0) element back as '': keep the NUL
                text = "".join(c or "\0" for c in chars)
            self.groups.append((True, text))
        elif a.dtype == STRING_DTYPE:
            for s in a.ravel(order="F").tolist():
                self.groups.append((True, s) if s else (None, (_EMPTY,)))
        elif k in "fiub":
            self.groups.append((False, a.ravel(order="F").tolist()))
        elif k == "c":
            self.groups.append((False, a.real.ravel(order="F").tolist()))
        else:
            raise MException(INVALID_INPUT, f"Function is not defined for '{class_of(a)}' inputs.")

    def _skip_empty(self) -> None:
        g = self.groups
        while self.gi < len(g) and self.pos >= len(g[self.gi][1]):
            self.gi += 1
            self.pos = 0

    @property
    def empty(self) -> bool:
        return self.gi >= len(self.groups)

    def total(self) -> int:
        return sum(len(v) for _, v in self.groups)

    def next(self) -> Any:
        """One element: a number, or a one-character str from a char argument."""
        is_text, vals = self.groups[self.gi]
        v = vals[self.pos]
        self.pos += 1
        self._skip_empty()
        return v

    def next_text(self) -> Any:
        """For %s: the rest of a char argument when at its start, else one element."""
        is_text, vals = self.groups[self.gi]
        if is_text is True and self.pos == 0:
            self.gi += 1
            self._skip_empty()
            return vals
        return self.next()


# fmt -> (prefix, spec, suffix) for formats with exactly one conversion and no ``*``
# (None when the format does not qualify): one scalar argument is then formatted in one pass.
_ONE_SPEC: dict[str, Any] = {}


def _one_spec(fmt: str) -> Any:
    items, nconv = parse(fmt)
    r = None
    if nconv == 1:
        i = next(k for k, it in enumerate(items) if type(it) is not str)
        sp = items[i]
        if sp.width != -1 and sp.prec != -1:
            r = ("".join(items[:i]), sp, "".join(items[i + 1:]),
                 sp.conv in "di" and not sp.flags and sp.width is None and sp.prec is None)
    if len(_ONE_SPEC) < 512:
        _ONE_SPEC[fmt] = r
    return r


def sprintf(fmt: str, args: tuple = ()) -> str:
    """MATLAB ``sprintf(fmt, args...)`` as a Python ``str``."""
    if len(args) == 1:
        v = args[0]
        t = type(v)
        if t is float or t is int:
            one = _ONE_SPEC[fmt] if fmt in _ONE_SPEC else _one_spec(fmt)
            if one is not None:
                pre, sp, post, plain_d = one
                if plain_d and t is float and v - v == 0.0 and v == math.floor(v):
                    return pre + "%d" % int(v) + post
                return pre + convert(v, sp.flags, sp.width, sp.prec, sp.conv) + post
    items, nconv = parse(fmt)
    data = _Args(args)
    out: list[str] = []
    if nconv == 0 or data.empty:
        # no conversions, or no data: one pass, conversions print nothing
        return "".join(it for it in items if type(it) is str)
    whole = _whole_cycles(fmt, data)
    if whole is not None:
        return whole
    while True:
        for it in items:
            if type(it) is str:
                out.append(it)
                continue
            if data.empty:
                return "".join(out)
            width, prec = it.width, it.prec
            if width == -1:
                width = _int_arg(data.next())
                if data.empty:
                    return "".join(out)
            if prec == -1:
                prec = _int_arg(data.next())
                if data.empty:
                    return "".join(out)
            flags = it.flags
            if width is not None and width < 0:
                flags, width = flags + "-", -width
            v = data.next_text() if it.conv == "s" else data.next()
            out.append(convert(v, flags, width, prec, it.conv) if v is not _EMPTY else "")
        if data.empty:
            return "".join(out)


@functools.lru_cache(maxsize=256)
def _cycle_format(fmt: str) -> Any:
    """``(python_format, integer_slots)`` when every conversion of ``fmt`` formats a finite number
    as Python's ``%`` does (d/i/u of whole values, f/e/g; no ``*``, no %s/%c/%x/%o/%a), else None."""
    items, nconv = parse(fmt)
    parts: list[str] = []
    ints: list[int] = []
    slot = 0
    for it in items:
        if type(it) is str:
            parts.append(it.replace("%", "%%"))
            continue
        if it.width == -1 or it.prec == -1 or it.conv not in "diufeEgG" \
                or (it.width or 0) > _MAX_FIELD or (it.prec or 0) > _MAX_FIELD:
            return None
        if it.conv in "diu":
            ints.append(slot)
        parts.append(_spec(it.flags, it.width, it.prec, "d" if it.conv in "iu" else it.conv))
        slot += 1
    return "".join(parts), tuple(ints)


def _whole_cycles(fmt: str, data: _Args) -> str | None:
    """All of the output in one ``%`` operation when the data are numbers that fill whole cycles
    of the format and each is one Python formats exactly as :func:`convert` does (finite; whole
    where a d/i/u takes it); None sends the data through the element-by-element loop."""
    if any(g[0] is not False for g in data.groups):
        return None
    cycle = _cycle_format(fmt)
    if cycle is None:
        return None
    pyfmt, ints = cycle
    nconv = parse(fmt)[1]
    groups = data.groups
    vals = groups[0][1] if len(groups) == 1 else [v for g in groups for v in g[1]]
    if len(vals) % nconv:
        return None
    arr = np.array(vals, dtype=float)
    if not np.isfinite(arr).all():
        return None
    for k in ints:
        col = arr[k::nconv]
        if not (col == np.floor(col)).all():
            return None
    return (pyfmt * (len(vals) // nconv)) % tuple(vals)


def _int_arg(v: Any) -> int:
    if type(v) is str:
        return ord(v)
    return int(v) if v == v and abs(v) != math.inf else 0


_MAX_FIELD = 2**20  # a width or precision past this would build megabytes of one field


def _check_field(width: int | None, prec: int | None) -> None:
    """A field width or precision past _MAX_FIELD is refused before any padding is built."""
    if (width or 0) > _MAX_FIELD or (prec or 0) > _MAX_FIELD:
        raise MException("RunMat:sprintf:fieldTooLarge",
                         f"Field width and precision must not exceed {_MAX_FIELD}.")


def _spec(flags: str, width: int | None, prec: int | None, conv: str) -> str:
    _check_field(width, prec)
    return "%" + flags + ("" if width is None else str(width)) + \
        ("" if prec is None else "." + str(prec)) + conv


def _pad(s: str, flags: str, width: int | None) -> str:
    _check_field(width, None)
    if width is None or len(s) >= width:
        return s
    return s.ljust(width) if "-" in flags else s.rjust(width)


def convert(v: Any, flags: str, width: int | None, prec: int | None, conv: str) -> str:
    """Format one element with one conversion, MATLAB-style."""
    if type(v) is str:
        if conv in "sc":
            if conv == "s" and prec is not None:
                v = v[:prec]
            return _pad(v, flags, width)
        if len(v) != 1:  # a whole string met a numeric conversion (only via %s path)
            return _pad(v, flags, width)
        v = ord(v)
    if type(v) is bool:
        v = int(v)
    if conv in "sc":
        if isinstance(v, int) or (v == v and abs(v) != math.inf and v == math.floor(v)):
            iv = int(v)
            if iv >= 0:
                s = chr(iv) if iv < 0x110000 else ""
                if conv == "s" and prec is not None:
                    s = s[:prec]
                return _pad(s, flags, width)
        conv, prec = "e", prec if conv == "c" else None
        if not (v == v and abs(v) != math.inf):
            return _pad(_nonfinite(v), flags, width)
        return _spec(flags, width, prec, conv) % v
    if conv in "diuoxX":
        if isinstance(v, int):
            iv = v
        elif v != v or abs(v) == math.inf:
            return _pad(_nonfinite(v), flags.replace("0", ""), width)
        elif v == math.floor(v):
            iv = int(v)
        else:
            return _spec(flags, width, prec, "e") % v
        if conv in "iu":
            conv = "d"
        if iv < 0 and conv in "oxX":
            return _spec(flags, width, prec, "d") % iv
        if conv == "o" and "#" in flags:  # C's alternate octal form is a leading 0 (Python writes 0o)
            s = _spec(flags.replace("#", "").replace("0", ""), None, prec, "o") % iv
            s = s if s.startswith("0") else "0" + s
            if width is not None and "0" in flags and "-" not in flags and prec is None:
                return s.rjust(width, "0")
            return _pad(s, flags, width)
        return _spec(flags, width, prec, conv) % iv
    # f, e, g, a
    fv = float(v)
    if fv != fv or abs(fv) == math.inf:
        return _pad(_nonfinite(fv, "+" in flags), flags, width)
    if conv in "aA":
        s = fv.hex()
        return _pad(s.upper() if conv == "A" else s, flags, width)
    if conv == "F":
        conv = "f"
    return _spec(flags, width, prec, conv) % fv


def _nonfinite(v: float, plus: bool = False) -> str:
    if v != v:
        return "NaN"
    if v > 0:
        return "+Inf" if plus else "Inf"
    return "-Inf"
