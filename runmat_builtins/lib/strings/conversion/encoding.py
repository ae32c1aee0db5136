"""unicode2native and native2unicode: text to bytes in a character encoding and back."""

from __future__ import annotations

import codecs
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._text import char_out, scalar_text



def _codec(v: Any, fname: str) -> str:
    """A Python codec for MATLAB's encoding name (default: the system's, UTF-8 here)."""
    name = "UTF-8" if v is None else scalar_text(v, fname, "Encoding") or "UTF-8"
    try:
        return codecs.lookup(name).name
    except LookupError:
        raise MException(f"MATLAB:{fname}:InvalidCharsetName" if fname == "unicode2native" else
                         "MATLAB:native2unicode:InvalidCharsetName",
                         f"Unsupported character encoding '{name}'.") from None


@runtime_builtin(
    summary="The bytes (uint8 row) of text in a character encoding (UTF-8 by default).",
    keywords=["encode", "bytes", "utf-8", "encoding", "uint8"],
    related=["native2unicode", "double", "char"],
    signatures=["BYTES = unicode2native(UNICODESTR)", "BYTES = unicode2native(UNICODESTR, ENCODING)"],
    errors=[ErrorSpec(identifier="MATLAB:unicode2native:InvalidCharsetName", when="the encoding is unknown")],
    examples=[Example(code="b = unicode2native('h\u00e9', 'UTF-8');\nfprintf('%d ', b); fprintf('\\n')",
                      output="104 195 169 \n"),
              Example(code="disp(class(unicode2native('a')))", output="uint8\n")],
)
def unicode2native(s: Any, encoding: Any = None) -> np.ndarray:
    text = scalar_text(s, "unicode2native", "Input")
    codec = _codec(encoding, "unicode2native")
    data = (text or "").encode(codec, errors="replace")
    return np.frombuffer(data, dtype=np.uint8).reshape(1, -1).copy()


@runtime_builtin(
    summary="Text (a char row) from bytes in a character encoding (UTF-8 by default).",
    keywords=["decode", "bytes", "utf-8", "encoding"],
    related=["unicode2native", "char"],
    signatures=["UNICODESTR = native2unicode(BYTES)", "UNICODESTR = native2unicode(BYTES, ENCODING)"],
    errors=[ErrorSpec(identifier="MATLAB:native2unicode:InvalidCharsetName", when="the encoding is unknown"),
            ErrorSpec(identifier="MATLAB:native2unicode:InvalidInput", when="BYTES are not integers 0-255")],
    examples=[Example(code="s = native2unicode(uint8([104 195 169]), 'UTF-8');\nfprintf('%d\\n', numel(s))",
                      output="2\n")],
)
def native2unicode(b: Any, encoding: Any = None) -> np.ndarray:
    codec = _codec(encoding, "native2unicode")
    a = np.asarray(b) if type(b) is not float else np.array([b])
    if a.dtype.kind not in "iufb" or (a.size and (np.any(a < 0) or np.any(a > 255) or np.any(a != np.floor(a)))):
        raise MException("MATLAB:native2unicode:InvalidInput", "Bytes must be integers from 0 to 255.")
    data = bytes(a.astype(np.uint8).ravel(order="F").tolist())
    return char_out(data.decode(codec, errors="replace"))
