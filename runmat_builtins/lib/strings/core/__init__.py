"""Core text builtins: comparison, case, whitespace, concatenation and splitting."""
