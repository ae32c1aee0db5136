"""matlab.lang.makeValidName, matlab.lang.makeUniqueStrings and namelengthmax: turn arbitrary
text (column headers, keys) into distinct MATLAB identifiers, as MATLAB's own readers do."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_logical, is_numeric
from runmat_builtins.lib.lang._util import KEYWORDS, VARNAME_RE
from runmat_builtins.lib.strings.core._options import choice, name_values
from runmat_builtins.lib.strings.core._text import TextArray, is_char, is_string, scalar_text

NAMELENGTHMAX = 63
_WS = re.compile(r"\s+([a-z]?)")
_INVALID = re.compile(r"[^A-Za-z0-9_]")


def valid_name(s: str, style: str = "underscore", prefix: str = "x") -> str:
    """MATLAB's makeValidName of one text: whitespace deleted (a lower-case letter after it
    capitalized), other invalid characters replaced, a prefix before a non-letter start or a
    keyword, the result cut to namelengthmax."""
    if VARNAME_RE.match(s) and s not in KEYWORDS:
        return s
    t = s.strip()
    t = _WS.sub(lambda m: m.group(1).upper(), t)
    if style == "underscore":
        t = _INVALID.sub("_", t)
    elif style == "delete":
        t = _INVALID.sub("", t)
    else:
        t = _INVALID.sub(lambda m: "".join(f"0x{b:X}" for b in [ord(m.group(0))]), t)
    if t in KEYWORDS:
        t = prefix + t[:1].upper() + t[1:]
    elif not t or not t[0].isascii() or not t[0].isalpha():
        t = prefix + t
    return t[:NAMELENGTHMAX]


def _prefix(v: Any) -> str:
    p = scalar_text(v, "makeValidName", "Prefix") or ""
    if not VARNAME_RE.match(p) or p in KEYWORDS:
        raise MException("MATLAB:makeValidName:InvalidPrefix",
                         "Invalid value for 'Prefix'. It must be a valid MATLAB identifier.")
    return p


@runtime_builtin(
    name="matlab.lang.makeValidName",
    summary="Construct valid MATLAB identifiers from text.",
    description="Deletes whitespace (capitalizing a lower-case letter that follows it), replaces "
                "other characters that are not letters, digits or underscores, prefixes text that "
                "does not start with a letter or is a keyword, and cuts to namelengthmax. Options: "
                "'ReplacementStyle' ('underscore' (default), 'delete', 'hex'), 'Prefix' (default "
                "'x'). The second output tells which elements changed.",
    keywords=["identifier", "variable name", "field name", "valid name"],
    related=["matlab.lang.makeUniqueStrings", "isvarname", "namelengthmax"],
    signatures=["N = matlab.lang.makeValidName(S)", "N = matlab.lang.makeValidName(S, NAME, VALUE)",
                "[N, MODIFIED] = matlab.lang.makeValidName(___)"],
    errors=[ErrorSpec(identifier="MATLAB:makeValidName:InvalidPrefix", when="the prefix is not a valid identifier")],
    examples=[Example(code="n = matlab.lang.makeValidName({'Item_#', 'Price/Unit', '1st order', 'Contact'});\n"
                           "fprintf('%s\\n', n{:})",
                      output="Item__\nPrice_Unit\nx1stOrder\nContact\n"),
              Example(code="n = matlab.lang.makeValidName('Price/Unit', 'ReplacementStyle', 'hex')",
                      output="n =\n\n    'Price0x2FUnit'\n\n")],
)
def matlab_lang_makeValidName(s: Any, *opts: Any, nargout: int) -> Any:
    try:
        t = TextArray.of(s, "makeValidName")
    except MException:
        raise MException("MATLAB:makeValidName:InvalidCandidateNames",
                         "Invalid input. Input must be a string array, character vector, or cell "
                         "array of character vectors.") from None
    o = name_values(opts, ("ReplacementStyle", "Prefix"), "makeValidName")
    style = choice(o["replacementstyle"], ("underscore", "delete", "hex"), "ReplacementStyle") \
        if "replacementstyle" in o else "underscore"
    prefix = _prefix(o["prefix"]) if "prefix" in o else "x"
    new = [valid_name(x or "", style, prefix) for x in t.items]
    out = t.build(new)
    if nargout < 2:
        return out
    return out, t.build_values([a != b for a, b in zip(t.items, new)], bool)


def unique_strings(items: list[str], which: list[bool], excluded: set[str], maxlen: int) -> list[str]:
    """makeUniqueStrings: the chosen duplicates (and names among the exclusions) get ``_1``,
    ``_2`` ...; the first of equal chosen texts keeps its text unless it is excluded."""
    taken = set(excluded) | {s for s, w in zip(items, which) if not w}
    out = list(items)
    seen: set[str] = set()
    for k, s in enumerate(items):
        if not which[k]:
            continue
        if s not in taken and s not in seen:
            seen.add(s)
            continue
        n = 1
        while True:
            suffix = f"_{n}"
            keep = maxlen - len(suffix)  # the text is cut to make room for the suffix
            cand = s[:keep] + suffix
            if keep < 1 and s:
                raise MException("MATLAB:makeUniqueStrings:CannotMakeUnique",
                                 "Unable to make strings unique within the maximum string length.")
            if cand not in taken and cand not in seen and cand not in items:
                break
            n += 1
        out[k] = cand
        seen.add(cand)
    return out


def _elements_to_check(sel: Any, n: int) -> list[bool]:
    """ELEMENTSTOCHECK as makeUniqueStrings validates it: integer indices in 1..N, or a logical
    mask of N elements; any other value is InvalidFirstOptionalArg."""
    def fail(what: str, text: str) -> MException:
        return MException(f"MATLAB:makeUniqueStrings:{what}", text)

    if is_logical(sel):
        mask = np.asarray(sel).ravel(order="F")
        if mask.size != n:
            raise fail("BadLengthLogicalMask", "The logical mask must have one element per string.")
        return mask.tolist()
    a = np.asarray(sel).ravel(order="F") if is_numeric(sel) and not np.iscomplexobj(sel) else None
    if a is None or np.any(np.isfinite(a) & (a != np.floor(a))) or np.any(np.isinf(a)):
        raise fail("InvalidFirstOptionalArg", "The second input must be a cell array of character vectors, "
                   "a string array, or numeric or logical indices of the elements to check.")
    which = [False] * n
    if a.size == 0:
        return which
    known = a[~np.isnan(a)]
    if known.size and known.max() > n:
        raise fail("OutOfBoundRange", "The indices of the elements to check exceed the number of strings.")
    if np.isnan(a).any() or a.min() <= 0:
        raise fail("NonPositiveRange", "The indices of the elements to check must be positive integers.")
    for i in a.astype(np.int64).tolist():
        which[i - 1] = True
    return which


def _max_length(v: Any) -> int:
    """MAXSTRINGLENGTH: a numeric nonnegative integer scalar (BadMaxStringLength otherwise)."""
    a = np.asarray(v) if is_numeric(v) and not np.iscomplexobj(v) else None
    if a is None or a.size != 1 or not is_int_value(float(a.reshape(-1)[0])) or a.reshape(-1)[0] < 0:
        raise MException("MATLAB:makeUniqueStrings:BadMaxStringLength",
                         "The maximum string length must be a nonnegative integer scalar.")
    return int(min(float(a.reshape(-1)[0]), 2**31))


@runtime_builtin(
    name="matlab.lang.makeUniqueStrings",
    summary="Make texts unique by appending an underscore and a number to duplicates.",
    description="matlab.lang.makeUniqueStrings(S, EXCLUDED) also avoids the EXCLUDED texts; a "
                "numeric or logical second argument instead selects the elements of S to make "
                "unique (the others stay as they are); MAXLENGTH caps the length of the results.",
    keywords=["unique", "identifier", "duplicates", "names"],
    related=["matlab.lang.makeValidName", "unique"],
    signatures=["U = matlab.lang.makeUniqueStrings(S)", "U = matlab.lang.makeUniqueStrings(S, EXCLUDED)",
                "U = matlab.lang.makeUniqueStrings(S, WHICH)", "U = matlab.lang.makeUniqueStrings(S, ___, MAXLENGTH)",
                "[U, MODIFIED] = matlab.lang.makeUniqueStrings(___)"],
    errors=[ErrorSpec(identifier="MATLAB:makeUniqueStrings:CannotMakeUnique",
                      when="MAXLENGTH is too short to make the texts unique")],
    examples=[Example(code="u = matlab.lang.makeUniqueStrings({'John' 'Sue' 'John' 'John'});\nfprintf('%s ', u{:}); fprintf('\\n')",
                      output="John Sue John_1 John_2 \n"),
              Example(code="u = matlab.lang.makeUniqueStrings('a', {'a', 'a_1'})", output="u =\n\n"
                                                                                          "    'a_2'\n\n")],
)
def matlab_lang_makeUniqueStrings(s: Any, second: Any = None, maxlen: Any = None, *, nargout: int) -> Any:
    t = TextArray.of(s, "makeUniqueStrings")
    items = [x or "" for x in t.items]
    which = [True] * len(items)
    excluded: set[str] = set()
    if second is not None:
        if is_char(second) or is_string(second) or (type(second) is np.ndarray and second.dtype.kind == "O"):
            excluded = {x for x in TextArray.of(second, "makeUniqueStrings").items if x is not None}
        else:
            which = _elements_to_check(second, len(items))
    limit = NAMELENGTHMAX if maxlen is None else _max_length(maxlen)
    new = unique_strings(items, which, excluded, limit)
    out = t.build(new)
    if nargout < 2:
        return out
    return out, t.build_values([a != b for a, b in zip(items, new)], bool)


@runtime_builtin(
    summary="Maximum length of identifiers (63).",
    keywords=["identifier", "name length"],
    related=["matlab.lang.makeValidName", "isvarname"],
    signatures=["N = namelengthmax"],
    examples=[Example(code="n = namelengthmax", output="n =\n\n    63\n\n")],
)
def namelengthmax() -> float:
    return float(NAMELENGTHMAX)
