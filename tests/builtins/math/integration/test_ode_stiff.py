"""Stiff solvers (ode23s, ode23t, ode23tb), odeset's Jacobian, Mass and Events options in the
shared ODE driver, odeget and deval: checked against closed-form solutions."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import to_str
from tests.builtins.support import vm_output, vm_session

TIGHT = "odeset('RelTol', 1e-8, 'AbsTol', 1e-10)"


@pytest.mark.parametrize("solver", ["ode23s", "ode23t", "ode23tb", "ode15s"])
def test_stiff_solvers_follow_the_stiff_solution(solver):
    w = vm_session(f"[t, y] = {solver}(@(t, y) -1000*(y - cos(t)), [0 0.5 1], 0, {TIGHT});").workspace
    exact = [(1000 * (1000 * math.cos(t) + math.sin(t) - 1000 * math.exp(-1000 * t))) / (1000**2 + 1)
             for t in (0, 0.5, 1)]
    assert w["t"].shape == (3, 1) and w["y"].shape == (3, 1)
    assert np.allclose(w["y"].ravel(), exact, atol=1e-6)


def test_solution_struct_names_the_solver():
    w = vm_session("sol = ode23tb(@(t, y) -y, [0 1], 1); s = sol.solver;").workspace
    assert to_str(w["s"]) == "ode23tb"


def test_terminal_event_ends_output_at_the_event():
    w = vm_session("o = odeset('Events', @(t, y) deal(y(1), 1, -1), 'RelTol', 1e-9, 'AbsTol', 1e-12);"
                   "[t, y, te, ye, ie] = ode45(@(t, y) [y(2); -9.81], [0 5], [10; 0], o);").workspace
    hit = math.sqrt(2 * 10 / 9.81)
    assert float(w["te"]) == pytest.approx(hit, abs=1e-7)
    assert float(w["ie"]) == 1
    assert w["t"][-1, 0] == pytest.approx(hit, abs=1e-7)
    assert np.asarray(w["ye"]).shape == (1, 2)


def test_nonterminal_events_are_all_reported_in_order():
    w = vm_session("o = odeset('Events', @(t, y) deal(y(1), 0, 0), 'RelTol', 1e-9, 'AbsTol', 1e-12);"
                   "[t, y, te, ye, ie] = ode45(@(t, y) [y(2); -y(1)], [0 10], [0; 1], o);"
                   "sol = ode45(@(t, y) [y(2); -y(1)], [0 10], [0; 1], o); xe = sol.xe;").workspace
    assert np.allclose(np.asarray(w["te"]).ravel(), [math.pi, 2 * math.pi, 3 * math.pi], atol=1e-6)
    assert w["t"][-1, 0] == 10
    assert np.allclose(np.asarray(w["xe"]).ravel(), np.asarray(w["te"]).ravel())


def test_event_direction_filters_crossings():
    w = vm_session("o = odeset('Events', @(t, y) deal(y(1), 0, 1), 'RelTol', 1e-9, 'AbsTol', 1e-12);"
                   "[t, y, te] = ode45(@(t, y) [y(2); -y(1)], [0 10], [0; 1], o);").workspace
    assert np.allclose(np.asarray(w["te"]).ravel(), [2 * math.pi], atol=1e-6)


def test_terminal_event_with_tspan_points_appends_the_event():
    w = vm_session("o = odeset('Events', @(t, y) deal(y - 0.5, 1, 0), 'RelTol', 1e-9, 'AbsTol', 1e-12);"
                   "[t, y] = ode23s(@(t, y) -3*y, 0:0.1:1, 1, o);").workspace
    t = w["t"].ravel()
    assert np.allclose(t[:-1], np.arange(0, 0.3, 0.1)) and t[-1] == pytest.approx(math.log(2) / 3, abs=1e-6)


@pytest.mark.parametrize("mass", ["[2 0; 0 1]", "@(t) [2 0; 0 1]", "@(t, y) [2 0; 0 1]"])
def test_mass_matrix_forms(mass):
    w = vm_session(f"o = odeset('Mass', {mass}, 'RelTol', 1e-9, 'AbsTol', 1e-12);"
                   "[t, y] = ode45(@(t, y) [2*y(2); -y(1)], [0 1 2], [1; 0], o);").workspace
    t = np.array([0, 1, 2])
    assert np.allclose(w["y"], np.column_stack([np.cos(t), -np.sin(t)]), atol=1e-7)


def test_singular_mass_is_refused():
    with pytest.raises(MException) as ei:
        vm_session("o = odeset('Mass', [1 0; 0 0]); [t, y] = ode15s(@(t, y) -y, [0 1], [1; 1], o);")
    assert ei.value.identifier == "RunMat:ode15s:SingularMass"


def test_jacobian_function_is_called():
    w = vm_session("global NJ\nNJ = 0;\n"
                   "o = odeset('Jacobian', @jac, 'RelTol', 1e-8, 'AbsTol', 1e-10);\n"
                   "[t, y] = ode23s(@(t, y) [-50*y(1); y(1) - y(2)], [0 1], [1; 0], o);\n"
                   "n = NJ;\n"
                   "function J = jac(t, y)\n global NJ\n NJ = NJ + 1;\n J = [-50 0; 1 -1];\nend\n").workspace
    assert w["n"] >= 1
    exact = (math.exp(-1) - math.exp(-50)) / 49
    assert w["y"][-1, 1] == pytest.approx(exact, abs=1e-6)


def test_odeget_default_and_bad_name():
    out = vm_output("o = odeset('RelTol', 1e-4); fprintf('%g %g %d', odeget(o, 'reltol'), odeget(o, 'AbsTol', 3), "
                    "isempty(odeget(o, 'Mass')));")
    assert out == "0.0001 3 1"
    with pytest.raises(MException) as ei:
        vm_session("v = odeget(odeset(), 'Bogus');")
    assert ei.value.identifier == "MATLAB:odeget:InvalidPropName"


def test_deval_interpolates_and_checks_interval():
    w = vm_session("sol = ode45(@(t, y) [y(2); -y(1)], [0 3], [0; 1], odeset('RelTol', 1e-8, 'AbsTol', 1e-10));"
                   "[s, sp] = deval(sol, [0.5 1.5 2.5]); s1 = deval(sol, 1.2, 1); s2 = deval([0 3], sol);").workspace
    t = np.array([0.5, 1.5, 2.5])
    assert w["s"].shape == (2, 3)
    assert np.allclose(w["s"], [np.sin(t), np.cos(t)], atol=1e-5)
    assert np.allclose(w["sp"], [np.cos(t), -np.sin(t)], atol=1e-4)
    assert float(w["s1"]) == pytest.approx(math.sin(1.2), abs=1e-5)
    assert w["s2"][0, 0] == 0 and w["s2"].shape == (2, 2)
    with pytest.raises(MException) as ei:
        vm_session("sol = ode45(@(t, y) -y, [0 1], 1); v = deval(sol, 2);")
    assert ei.value.identifier == "MATLAB:deval:SolOutsideInterval"


def test_no_outputs_plots_the_solution():
    s = vm_session("ode23s(@(t, y) [y(2); -y(1)], [0 2], [0 1]); ax = gca; n = numel(ax.Children);")
    assert s.workspace["n"] == 2 and "ans" not in s.workspace


def test_nonnegative_keeps_components_at_or_above_zero():
    w = vm_session("o = odeset('NonNegative', 1);"
                   "[t, y] = ode45(@(t, y) -1 + 0*y, [0 3], 1, o); [t2, y2] = ode15s(@(t, y) [-1; 1] + 0*y, [0 3], [1; 0], odeset('NonNegative', [1 2]));"
                   "[t3, y3] = ode45(@(t, y) -1 + 0*y, [0 3], 1);").workspace
    assert w["y"].min() >= 0 and w["y"][-1, 0] == pytest.approx(0, abs=1e-6)
    assert w["y2"][:, 0].min() >= 0 and w["y2"][-1, 1] == pytest.approx(3, abs=1e-3)
    assert w["y3"][-1, 0] == pytest.approx(-2)
    with pytest.raises(MException) as ei:
        vm_session("[t, y] = ode45(@(t, y) -y, [0 1], 1, odeset('NonNegative', 3));")
    assert ei.value.identifier == "MATLAB:odenonnegative:InvalidIndex"
