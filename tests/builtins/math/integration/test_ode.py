"""ODE solvers (ode45, ode113 ...) and odeset: output forms, solution structs, accuracy.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import char_row, to_str
from runmat_vm import Session
from tests.builtins.support import call, ident, vm_output, vm_session


def test_ode45_output_format_and_accuracy():
    s = vm_session("[t, y] = ode45(@(t, y) [y(2); -y(1)], [0 1], [0 1]);"
           "[t2, y2] = ode45(@(t, y) -y, linspace(0, 1, 5), 1, odeset('RelTol', 1e-8, 'AbsTol', 1e-10));")
    t, y = s.workspace["t"], s.workspace["y"]
    assert t.shape[1] == 1 and y.shape == (t.shape[0], 2) and t[0, 0] == 0 and t[-1, 0] == 1
    assert (t.shape[0] - 1) % 4 == 0  # Refine 4: three interpolated points per step
    assert np.allclose(y[-1], [np.sin(1), np.cos(1)], atol=1e-3)
    assert np.allclose(s.workspace["t2"].ravel(), np.linspace(0, 1, 5))
    assert np.allclose(s.workspace["y2"].ravel(), np.exp(-np.linspace(0, 1, 5)), atol=1e-8)


def test_ode_solution_struct_and_size_error():
    s = vm_session("sol = ode23(@(t, y) -y, [0 1], 2); solver = sol.solver; x = sol.x;")
    assert to_str(s.workspace["solver"]) == "ode23" and s.workspace["x"][0, -1] == 1
    with pytest.raises(MException) as ei:
        vm_session("[t, y] = ode45(@(t, y) [y; y], [0 1], 1);")
    assert ei.value.identifier == "MATLAB:odearguments:SizeIC"


def test_odeset_fields_and_abbreviation():
    o = call("odeset", char_row("reltol"), 1e-5, char_row("AbsT"), 1e-9)
    assert o.fields[0] == "AbsTol" and o.get("RelTol") == 1e-5 and o.get("AbsTol") == 1e-9
    assert ident("odeset", char_row("Bogus"), 1.0) == "MATLAB:odeset:InvalidParamName"


def test_ode113_matlab_conventions():  # same output conventions as ode45 (MATLAB doc)
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("[t, y] = ode113(@(t, y) -y, [0 0.5 1], 2); sol = ode113(@(t, y) -y, [0 1], 1);")
    t, y = s.workspace["t"], s.workspace["y"]
    assert t.shape == (3, 1) and y.shape == (3, 1)
    assert np.allclose(y.ravel(), 2 * np.exp(-t.ravel()), rtol=1e-3)
    assert vm_output("sol = ode113(@(t, y) -y, [0 1], 1); disp(sol.solver)") == "ode113\n"
    s2 = Session(stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(MException) as ei:
        s2.run("[t, y] = ode15s(@(t, y) [y; y], [0 1], 1);")
    assert ei.value.identifier == "MATLAB:odearguments:SizeIC"


def test_a_non_numeric_timespan_is_a_matlab_error():
    with pytest.raises(MException) as ei:
        vm_session("ode113(@(t, y) 1, struct('a', 1), 1)")
    assert ei.value.identifier == "MATLAB:odearguments:TspanNotNumeric"
