"""The Jupyter kernel "RunMat (MATLAB)": ``python -m runmat_vm.kernel -f CONNECTION_FILE``.

- ``kernel``: :class:`RunMatKernel` (ipykernel's ``Kernel`` over one Session; needs the
  ``jupyter`` extra).
- ``install``: writes the kernelspec (``runmat kernel install [--user] [--prefix P]``);
  ``cli`` is the typer sub-command, importable without ipykernel.
"""
