"""Background compiles: the Python tier runs a loop while its native version compiles, and hands
it over at an iteration boundary.  Whatever iteration the switch happens at, the results (output,
workspace, errors, telemetry) are the interpreter's, bit for bit."""

from __future__ import annotations

import sys
import time

import pytest

from runmat_vm import native
from tests.native.conftest import run_mode

pytestmark = pytest.mark.skipif(not native.available(), reason="numba not installed")


class After:
    """A switch flag that turns true at its ``n``-th test (the loop's iteration ``n``, 0-based)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __bool__(self) -> bool:
        self.n -= 1
        return self.n < 0


@pytest.fixture
def switch_at(monkeypatch):
    """``switch_at(n)``: every cold loop compiles "in the background" (synchronously here) and the
    Python tier sees it ready at iteration ``n``."""
    from runmat_vm.native import background, policy, tier

    def setup(n: int) -> None:
        tier.clear()
        monkeypatch.setattr(tier, "WORK", 0)
        monkeypatch.setattr(policy, "may_pay", lambda *a: True)
        monkeypatch.setattr(policy, "call_pays", lambda *a: False)

        def start(job, make):
            nat = make()
            if nat is not None:
                job.native, job.flag[0] = nat, True
            return job
        monkeypatch.setattr(background, "start", start)
        monkeypatch.setattr(background.Job, "watch", lambda self, ns: ns.__setitem__("SW", After(n)))
    return setup


def switched(code: str, n: int, setup) -> tuple[tuple, object]:
    setup(n)
    return run_mode(code, "on")


CASES = [
    # a scalar recurrence
    "s = 0; x = 0.5;\nfor i = 1:300\n  x = 3.7 * x * (1 - x);\n  s = s + x / i;\nend\nfprintf('%.17g %.17g\\n', s, x);",
    # variables first written inside the loop, one only from its 150th iteration
    "acc = 0;\nfor k = 1:300\n  u = mod(k * 7, 11) / 11;\n  if k > 150\n    late = k * u;\n  end\n"
    "  acc = acc + u + sin(k);\nend\nfprintf('%.17g %.17g %.17g\\n', acc, u, late);",
    # nested loops filling an array: the rows before the switch stay as the Python tier wrote them
    "n = 160; A = zeros(n, 7);\nfor i = 1:n\n  for j = 1:7\n    A(i, j) = (i * j) / (i + j) + mod(i, 3);\n  end\nend\n"
    "fprintf('%.17g\\n', sum(A(:)));",
    # integer and single scalars, logicals, break
    "h = int32(17); p = uint8(0); x = single(0.5); b = false;\nfor k = 1:250\n"
    "  h = mod(h * int32(31) + int32(k), int32(1000003));\n  p = p + uint8(3);\n  x = single(3.7) * x * (1 - x);\n"
    "  b = ~b;\n  if k == 240, break; end\nend\ndisp(h); disp(p); fprintf('%.9g\\n', x); disp(b); disp(k);",
    # a non-integer mod and a function call
    "t = 0;\nfor k = 1:200\n  t = t + f(k * 0.37);\nend\nfprintf('%.17g\\n', t);\nfunction y = f(a)\n"
    "  y = mod(a + pi, 2 * pi) - pi;\nend",
]


@pytest.mark.parametrize("n", [0, 1, 57, 149, 151])
@pytest.mark.parametrize("code", CASES)
def test_switch_at_any_iteration_is_identical(switch_at, code, n):
    ref, _ = run_mode(code, "off")
    got, nt = switched(code, n, switch_at)
    assert got == ref and ref[2] == ""
    assert nt.switches == 1 and nt.fallbacks == 0


@pytest.mark.parametrize("code", [
    # the native code declines after the switch (mod by NaN at k = 90): the interpreter goes on
    # from the iteration the switch happened at
    "s = 0; x = 1;\nfor k = 1:120\n  if k == 90, x = 0 / 0; end\n  s = s + mod(k, x + 6);\nend\ndisp(s);",
    # an out-of-range read after the switch: MATLAB's error, its line, from the slower tier
    "A = zeros(1, 100); s = 0;\nfor k = 1:150\n  s = s + A(k) + k;\nend",
])
def test_declining_after_the_switch_is_identical(switch_at, code):
    ref, _ = run_mode(code, "off")
    got, nt = switched(code, 30, switch_at)
    assert got == ref and nt.fallbacks == 1 and nt.switches == 0


def test_telemetry_is_exact_across_the_switch(switch_at):
    from runmat_accel import telemetry

    code = "s = 0; for k = 1:500, s = s + sin(k) + mod(k, 7) + max(k, 3); end"
    telemetry.reset()
    run_mode(code, "off")
    ref = {k: v.calls for k, v in telemetry.snapshot().builtins.items()}
    switch_at(123)
    telemetry.reset()
    _, nt = run_mode(code, "on")
    got = {k: v.calls for k, v in telemetry.snapshot().builtins.items()}
    assert nt.switches == 1 and got == ref and got["sin"] == 500


def test_a_real_background_compile(monkeypatch):
    """A thread compiles while the loop runs; whenever it finishes, the results are the same, and
    the interpreter's switch interval is restored afterwards."""
    from runmat_vm.native import background, policy, tier

    tier.clear()
    monkeypatch.setattr(policy, "may_pay", lambda *a: True)
    monkeypatch.setattr(policy, "call_pays", lambda *a: False)
    code = "s = 0; x = 0.5;\nfor i = 1:400000\n  x = 3.7 * x * (1 - x);\n  s = s + x / i;\nend\nfprintf('%.17g\\n', s);"
    ref, _ = run_mode(code, "off")
    interval = sys.getswitchinterval()
    got, nt = run_mode(code, "on")
    assert got == ref
    deadline = time.monotonic() + 120
    while background.running() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert background.running() == 0 and sys.getswitchinterval() == interval
    again, nt = run_mode(code, "on")   # compiled by now: native from its start
    assert again == ref and nt.runs == 1


def test_cold_loops_that_do_not_pay_never_start_a_job():
    from runmat_vm.native import background, tier

    tier.clear()
    got, nt = run_mode("s = 0; for k = 1:30000, s = s + k; end", "on")
    assert background.running() == 0 and nt.switches == 0 and nt.compiled == 0
