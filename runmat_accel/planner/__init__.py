"""The auto-offload planner: under ``--accel auto`` with a device, host double/single arrays of
an elementwise, reduction or matmul builtin go to the device when the cost model says the call
is faster there (:mod:`runmat_accel.planner.costmodel`); every decision is logged per call site
(:mod:`runmat_accel.planner.log`) for ``runmat run --explain-offload`` and the telemetry JSON.
Sized constructors (``zeros(M, N)``, ``randn(M, 1, 'single')``) of that size are made on the
device (:mod:`runmat_accel.planner.construct`); an element store into a device value brings it
home (:mod:`runmat_accel.planner.resident`).

Off (no floor: the guard's host path is unchanged) unless :func:`enable` found a device.
"""

from __future__ import annotations

from runmat_accel.planner.construct import SIZED, planned_construct
from runmat_accel.planner.resident import store_comes_home
from runmat_accel.planner.state import (PLANNED_KINDS, active, construct_floor, disable, enable, floor_for, model,
                                        planned_call)

__all__ = ["PLANNED_KINDS", "SIZED", "active", "construct_floor", "disable", "enable", "floor_for", "model",
           "planned_call", "planned_construct", "store_comes_home"]
