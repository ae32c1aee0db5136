"""MATLAB front end: source text -> typed AST (:mod:`.ast`), with syntax errors.

Public API: :func:`parse`, :func:`parse_expression`, :class:`MatlabSyntaxError`.
"""
