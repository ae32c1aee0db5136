"""datetime Format text (Unicode LDML letters, as MATLAB's datetime uses them): rendering
date components, and parsing text with an InputFormat.

Letters: y/u (year; yy two digits), M (MM two digits, MMM 'Jan', MMMM 'January'), d, D (day
of year), e/E (eee 'Sun', eeee 'Sunday'), H (0-23), h (1-12), m, s, S (fractions), a (AM/PM);
text inside '...' is literal, '' is a quote."""

from __future__ import annotations

import re

import numpy as np

from runmat_builtins.errors import MException

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
DEFAULT = "dd-MMM-uuuu HH:mm:ss"
DEFAULT_DATE = "dd-MMM-uuuu"


def tokens(fmt: str) -> list[tuple[str, str]]:
    """``fmt`` as (kind, text) pieces: kind 'f' for a field (repeated letter), 'l' for literal."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "'":
            j = fmt.find("'", i + 1)
            if j == i + 1:
                out.append(("l", "'"))
                i += 2
                continue
            j = len(fmt) if j < 0 else j
            out.append(("l", fmt[i + 1:j]))
            i = j + 1
        elif c.isascii() and c.isalpha():
            j = i
            while j < len(fmt) and fmt[j] == c:
                j += 1
            out.append(("f", fmt[i:j]))
            i = j
        else:
            out.append(("l", c))
            i += 1
    return out


def render(fmt: str, parts: dict) -> str:
    """One datetime's text; ``parts`` has y, mo, d, h, mi, s (float), wd (0 = Sunday), doy."""
    out = []
    for kind, tok in tokens(fmt):
        if kind == "l":
            out.append(tok)
            continue
        c, n = tok[0], len(tok)
        if c in "yu":
            y = parts["y"]
            out.append(f"{y % 100:02d}" if n == 2 else (f"-{-y:0{n}d}" if y < 0 else f"{y:0{n}d}"))
        elif c in "ML":
            mo = parts["mo"]
            name = MONTHS[(mo - 1) % 12]  # past 2^53 days the calendar arithmetic loses the month
            out.append(name[:3] if n == 3 else name if n >= 4 else f"{mo:0{n}d}")
        elif c == "d":
            out.append(f"{parts['d']:0{n}d}")
        elif c == "D":
            out.append(f"{parts['doy']:0{n}d}")
        elif c in "eEc":
            name = WEEKDAYS[parts["wd"]]
            out.append(str(parts["wd"] + 1) if c != "E" and n <= 2 else name if n >= 4 else name[:3])
        elif c == "H":
            out.append(f"{parts['h']:0{n}d}")
        elif c == "h":
            out.append(f"{(parts['h'] + 11) % 12 + 1:0{n}d}")
        elif c == "m":
            out.append(f"{parts['mi']:0{n}d}")
        elif c == "s":
            out.append(f"{int(parts['s']):0{n}d}")
        elif c == "S":
            frac = parts["s"] - int(parts["s"])
            out.append(f"{int(frac * 10 ** n + 1e-6):0{n}d}")
        elif c == "a":
            out.append("AM" if parts["h"] < 12 else "PM")
        else:
            out.append(tok)
    return "".join(out)


_FIELD_RE = {"y": r"(?P<y>-?\d{1,4})", "yy": r"(?P<y2>\d{2})", "M": r"(?P<mo>\d{1,2})",
             "MMM": r"(?P<mon>[A-Za-z]{3})", "MMMM": r"(?P<month>[A-Za-z]+)", "d": r"(?P<d>\d{1,2})",
             "H": r"(?P<h>\d{1,2})", "h": r"(?P<h12>\d{1,2})", "m": r"(?P<mi>\d{1,2})",
             "s": r"(?P<s>\d{1,2})", "S": r"(?P<frac>\d+)", "a": r"(?P<ampm>[AaPp][Mm])",
             "e": r"(?P<wd>[A-Za-z]+)"}


def _pattern(fmt: str) -> re.Pattern:
    out = []
    for kind, tok in tokens(fmt):
        if kind == "l":
            out.append(r"\s+" if tok.isspace() else re.escape(tok))
            continue
        c, n = tok[0], len(tok)
        key = {"u": "y", "L": "M", "E": "e"}.get(c, c)
        if key == "y" and n == 2:
            key = "yy"
        elif key == "M" and n >= 3:
            key = "MMM" if n == 3 else "MMMM"
        if key not in _FIELD_RE:
            raise MException("MATLAB:datetime:UnsupportedSymbol", f"The format '{fmt}' has an unsupported symbol '{tok}'.")
        out.append(_FIELD_RE[key])
    return re.compile(r"\s*" + "".join(out) + r"\s*$")


def parse(text: str, fmt: str) -> tuple | None:
    """(y, mo, d, h, mi, s) of ``text`` read with ``fmt``; None when it does not match."""
    m = _pattern(fmt).match(text)
    if m is None:
        return None
    g = m.groupdict()
    if g.get("y") is not None:
        y = int(g["y"])
    elif g.get("y2") is not None:
        y = 2000 + int(g["y2"]) if int(g["y2"]) < 50 else 1900 + int(g["y2"])
    else:
        y = None  # no year field: the caller decides (a time alone is on today's date)
    if g.get("mo") is not None:
        mo = int(g["mo"])
    elif g.get("mon") or g.get("month"):
        name = (g.get("mon") or g.get("month")).lower()
        hits = [k for k, full in enumerate(MONTHS) if full.lower().startswith(name[:3]) and
                (len(name) == 3 or full.lower() == name)]
        if not hits:
            return None
        mo = hits[0] + 1
    else:
        mo = 1
    d = int(g["d"]) if g.get("d") is not None else 1
    h = int(g["h"]) if g.get("h") is not None else 0
    if g.get("h12") is not None:
        h = int(g["h12"]) % 12 + (12 if (g.get("ampm") or "").lower() == "pm" else 0)
    mi = int(g["mi"]) if g.get("mi") is not None else 0
    s = float(g["s"]) if g.get("s") is not None else 0.0
    if g.get("frac"):
        s += float("0." + g["frac"])
    if not (1 <= mo <= 12 and 1 <= d <= 31 and h < 24 and mi < 60 and s < 61):
        return None
    return y, mo, d, h, mi, s


# the text formats datetime(T) tries when no InputFormat is given (MATLAB's common forms)
GUESSES = ("uuuu-MM-dd HH:mm:ss.SSS", "uuuu-MM-dd HH:mm:ss", "uuuu-MM-dd'T'HH:mm:ss.SSS",
           "uuuu-MM-dd'T'HH:mm:ss", "uuuu-MM-dd HH:mm", "uuuu-MM-dd", "dd-MMM-uuuu HH:mm:ss.SSS",
           "dd-MMM-uuuu HH:mm:ss", "dd-MMM-uuuu HH:mm", "dd-MMM-uuuu", "MM/dd/uuuu HH:mm:ss",
           "MM/dd/uuuu HH:mm", "MM/dd/uuuu", "uuuu/MM/dd HH:mm:ss", "uuuu/MM/dd", "MMM dd, uuuu HH:mm:ss",
           "MMM dd, uuuu", "MMMM dd, uuuu", "dd MMM uuuu", "uuuuMMdd'T'HHmmss")


def date_only(parts_time: np.ndarray) -> bool:
    """True when every finite element is at midnight (the default display then drops the time)."""
    f = parts_time[np.isfinite(parts_time)]
    return bool(np.all(f == 0))
