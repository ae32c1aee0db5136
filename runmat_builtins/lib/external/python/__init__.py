"""MATLAB's Python interface: ``py.`` names, Python objects as MATLAB values, pyargs, pyenv,
pyrun and pyrunfile (docs/python-api.md, "Python from MATLAB code")."""


def call_python(name: str, args: list, nargout: int = 1):
    """``py.a.b(args)`` from MATLAB code (the VM resolves ``py.`` names to this)."""
    from ._names import call_dotted

    return call_dotted(name, args, nargout)


def python_object(obj):
    """``obj`` as a MATLAB value of class ``py.<type>`` (for a Python host putting an arbitrary
    object into a workspace); reading it back gives ``obj`` (``runmat_builtins.values.to_python``)."""
    from ._value import PyObject

    return PyObject(obj)
