"""MATLAB's display of a categorical array (documentation of ``categorical``/``categories``):
each column is as wide as its longest element, every element preceded by five spaces and
followed by one; undefined elements read <undefined>.

    A =

      1×5 categorical array

         plane      car      train      car      plane 

"""

from __future__ import annotations

from typing import Any


def grid(c: Any) -> str:
    t = c.texts()
    if not t:
        return ""
    m = c.codes.reshape(c.codes.shape[0], -1, order="F")
    rows, cols = m.shape
    widths = [max(len(t[i + j * rows]) for i in range(rows)) for j in range(cols)]
    return "".join("".join("     " + t[i + j * rows].ljust(widths[j]) + " " for j in range(cols)) + "\n"
                   for i in range(rows))


def categorical_text(c: Any, name: str | None) -> str:
    """What ``c`` unsuppressed (with ``name``) or ``disp(c)`` (without) prints."""
    body = grid(c)
    if name is None:
        return body
    if c.size == 1:
        head = "  categorical\n\n"
    else:
        dims = "\u00d7".join(str(d) for d in c.shape)
        head = f"  {dims} empty categorical array\n\n" if c.size == 0 else f"  {dims} categorical array\n\n"
    return f"{name} =\n\n{head}" + (body + "\n" if body else "")
