"""MATLAB front end: source text -> typed AST (:mod:`.ast`), with syntax errors.

Public API: :func:`parse`, :func:`parse_expression`, :class:`MatlabSyntaxError`.
"""

from .errors import MatlabSyntaxError
from .parse import parse, parse_expression

__all__ = ["MatlabSyntaxError", "parse", "parse_expression"]
