"""namedargs2cell: a name-value structure (an ``arguments`` block's ``opts``) as the
interleaved ``{'Name1', value1, 'Name2', value2, ...}`` row to forward to another function."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array, char_row



@runtime_builtin(
    summary="Convert a scalar structure of name-value pairs to a 1-by-2n cell array of interleaved names and values.",
    description="Field names become char vectors, in the structure's field order; forward them with C{:}.",
    keywords=["name-value", "arguments", "forward", "struct", "cell"],
    related=["struct2cell", "fieldnames", "arguments"],
    signatures=["C = namedargs2cell(S)"],
    errors=[ErrorSpec(identifier="MATLAB:namedargs2cell:InvalidInput", when="S is not a scalar structure")],
    examples=[Example(code="s.XLim = 1; s.Box = 'on';\nc = namedargs2cell(s);\nfprintf('%s %d\\n', c{1}, numel(c))",
                      output="XLim 4\n")],
)
def namedargs2cell(s: Any) -> Any:
    if not isinstance(s, StructArray) or s.size != 1:
        raise MException("MATLAB:namedargs2cell:InvalidInput", "Input must be a scalar structure.")
    items: list[Any] = []
    elem = s.elems.flat[0]
    for f in s.fields:
        items.append(char_row(f))
        items.append(elem[f])
    return cell_array(items, (1, len(items)))
