"""MATLAB graphics: a pure-Python figure model per session, rendered by matplotlib on demand.

- ``_model``: graphics objects (figure, axes, line, ...), their properties and the
  per-session root (figures, current figure) kept in ``ctx.state`` (never global).
- ``_handle``: the graphics handle value (``matlab.ui.Figure``, ``...primitive.Line``)
  speaking the VM's object protocol (``h.Color``, ``h.Color = 'r'``, ``h(2)``).
- ``_render``: drawing a figure with matplotlib's Agg backend, imported only when an
  image is written (or shown with ``RUNMAT_SHOW=1``).
- builtins: ``figures`` (figure, hold, subplot, set/get, ...), ``plots`` (plot, bar,
  surf, ...), ``annotation`` (title, legend, axis, ...), ``export`` (saveas, print).
"""
