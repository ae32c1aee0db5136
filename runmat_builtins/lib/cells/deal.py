"""deal: copy one input to every output, or distribute inputs to outputs one to one."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example


@runtime_builtin(
    summary="Distribute inputs to outputs.",
    description="[A, B] = deal(X) copies X to both; [A, B] = deal(X, Y) sets A = X and B = Y. "
                "Commonly used with comma-separated lists: [c{:}] = deal(0).",
    keywords=["assign", "distribute", "copy", "comma-separated list"],
    related=["cell", "struct"],
    signatures=["[B1, ..., BN] = deal(A)", "[B1, ..., BN] = deal(A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:deal:narginNargoutMismatch",
                      when="several inputs whose number differs from the number of outputs")],
    examples=[Example(code="[a, b] = deal(7)", output="a =\n\n     7\n\nb =\n\n     7\n\n"),
              Example(code="[a, b] = deal(1, 2)", output="a =\n\n     1\n\nb =\n\n     2\n\n")],
    output_mode="nargout",
)
def deal(*args: Any, nargout: int) -> Any:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    n = max(nargout, 1)
    if len(args) == 1:
        return (args[0],) * n if n > 1 else args[0]
    if len(args) != n:
        raise MException("MATLAB:deal:narginNargoutMismatch",
                         "The number of outputs should match the number of inputs.")
    return tuple(args) if n > 1 else args[0]
