"""MATLAB operators as builtins (the VM compiles +, -, .*, ==, &, ... to these)."""
