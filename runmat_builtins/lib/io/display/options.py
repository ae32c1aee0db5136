"""``matlab.display.DisplayFormatOptions``: what ``fmt = format`` returns and ``format(fmt)`` restores."""

from __future__ import annotations

from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.values import string_array

# the session's format word -> MATLAB's NumericFormat name
NUMERIC_NAMES = {"short": "short", "long": "long", "shorte": "shortE", "longe": "longE", "shortg": "shortG",
                 "longg": "longG", "shorteng": "shortEng", "longeng": "longEng", "+": "+", "bank": "bank",
                 "hex": "hex", "rat": "rational"}


class DisplayFormatOptions:
    """The numeric format and line spacing of a session at one moment (R2021a)."""

    __slots__ = ("numeric", "spacing")
    matlab_class = "matlab.display.DisplayFormatOptions"

    def __init__(self, numeric: str, spacing: str) -> None:
        self.numeric = numeric  # the session's word: 'short', 'longg', ...
        self.spacing = spacing  # 'loose' or 'compact'

    def __matlab_property__(self, name: str) -> Any:
        if name == "NumericFormat":
            return string_array(NUMERIC_NAMES.get(self.numeric, self.numeric))
        if name == "LineSpacing":
            return string_array(self.spacing)
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class "
                         f"'matlab.display.DisplayFormatOptions'.")

    def matlab_fieldnames(self) -> list[str]:
        return ["NumericFormat", "LineSpacing"]

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's display: ``  DisplayFormatOptions with properties:`` and the two properties."""
        body = ("  DisplayFormatOptions with properties:\n\n"
                f'    NumericFormat: "{NUMERIC_NAMES.get(self.numeric, self.numeric)}"\n'
                f'      LineSpacing: "{self.spacing}"\n')
        return f"{name} =\n\n{body}\n" if name else body
