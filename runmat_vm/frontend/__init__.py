"""MATLAB front end: source text -> typed AST (:mod:`.ast`), with syntax errors.

Public API::

    parse(source: str, filename: str = "<input>") -> ast.Program
    parse_expression(text: str, filename: str = "<input>") -> ast.Expr
    command_expression(cmd: ast.Command, filename, source_line) -> ast.Expr
        (a command re-read as an expression, spans/errors at its place in the file)
    MatlabSyntaxError  (identifier, message, filename, line, col, source_line, format())
    dump(node) -> str  (compact S-expression, for tests and debugging)

Only :mod:`.parse` imports tree_sitter; everything else works on our AST.
"""

from runmat_builtins.lazy import lazy_exports

from .errors import MatlabSyntaxError
from .parse import command_expression, parse, parse_expression

lazy_exports(__name__, {"dump": ("dump",)})  # for tests and debugging: loads on first use

__all__ = ["MatlabSyntaxError", "command_expression", "dump", "parse", "parse_expression"]
