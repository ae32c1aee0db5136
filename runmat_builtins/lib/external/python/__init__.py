"""MATLAB's Python interface: ``py.`` names, Python objects as MATLAB values, pyargs, pyenv,
pyrun and pyrunfile (docs/python-api.md, "Python from MATLAB code")."""


def python_callable(name: str):
    """``py.a.b`` resolved once: a function ``(args, nargout, out) -> value`` calling it from
    MATLAB code, its printing sent to ``out`` (the VM resolves ``py.`` names to this, once per
    name and command)."""
    from ._names import bind

    return bind(name)


def python_object(obj):
    """``obj`` as a MATLAB value of class ``py.<type>`` (for a Python host putting an arbitrary
    object into a workspace); reading it back gives ``obj`` (``runmat_builtins.values.to_python``)."""
    from ._value import PyObject

    return PyObject(obj)


def rich_converter():
    """The converter of maps, tables, categoricals and times that a host installs into
    ``runmat_builtins.values`` (``install_rich``; docs/python-api.md)."""
    from . import _rich

    return _rich
