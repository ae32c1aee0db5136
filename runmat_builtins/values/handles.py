"""Function handles: named (``@sin``, ``@myfun``) or anonymous with captured values."""

from __future__ import annotations

from typing import Any


class FunctionHandle:
    """A callable MATLAB value. The VM fills ``target`` and knows how to call it.

    ``name`` is the function name for ``@name`` handles; anonymous handles keep
    their parameter list, source text (for ``func2str``) and the captured
    workspace values (captured by value at creation).
    """

    __slots__ = ("name", "params", "text", "captures", "target")
    matlab_class = "function_handle"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, name: str | None = None, *, params: tuple[str, ...] = (), text: str = "",
                 captures: dict[str, Any] | None = None, target: Any = None) -> None:
        self.name = name
        self.params = params
        self.text = text
        self.captures = captures or {}
        self.target = target

    @property
    def is_anonymous(self) -> bool:
        return self.name is None

    def __str__(self) -> str:  # func2str
        if self.name is not None:
            return self.name
        return self.text

    def __repr__(self) -> str:
        return f"FunctionHandle(@{self.name})" if self.name else f"FunctionHandle({self.text})"
