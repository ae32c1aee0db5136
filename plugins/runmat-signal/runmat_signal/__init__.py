"""runmat-signal: Signal Processing Toolbox functions for RunMat, computed with scipy.signal.

Importing this package registers nothing; the ``runmat.builtins`` entry point
(:mod:`runmat_signal.plugin`) imports the builtin modules when RunMat loads plugins.
"""

__version__ = "0.1.0"
