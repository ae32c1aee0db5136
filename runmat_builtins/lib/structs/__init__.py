"""Struct builtins: struct, fieldnames, isfield, rmfield, setfield, getfield, structfun, ..."""
