"""The standard library, one package per MATLAB category (runmat_builtins/lib/<category>/)."""
