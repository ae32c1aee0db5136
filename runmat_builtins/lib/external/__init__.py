"""External language interfaces: Python (``py.`` calls, pyargs, pyenv, pyrun, pyrunfile)."""
