"""``runmat debug-adapter`` driven by a small DAP client over the process's stdio, as an editor
drives it: initialize, setBreakpoints, launch, configurationDone, then stops, stack, scopes,
variables (struct, cell, matrix expanded), steps, evaluate, continue, and the end events."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from typing import Any

import pytest

from runmat_vm.dap import read_message, write_message

PROGRAM = """s.name = 'probe';
s.vals = [1 2 3];
c = {10, 'text'};
m = magic(3);
v = stepme(1);
fprintf('v is %d\\n', v);
"""


class DapClient:
    def __init__(self, cwd: str) -> None:
        env = dict(os.environ, RUNMAT_DISPLAY="matlab", RUNMAT_HISTORY="0")
        self.p = subprocess.Popen([sys.executable, "-m", "runmat_vm.cli", "debug-adapter"], cwd=cwd, env=env,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.seq = 0
        self.msgs: queue.Queue = queue.Queue()
        self.events: list[dict[str, Any]] = []
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        while True:
            m = read_message(self.p.stdout)
            if m is None:
                self.msgs.put(None)
                return
            self.msgs.put(m)

    def request(self, command: str, **arguments: Any) -> dict[str, Any]:
        self.seq += 1
        seq = self.seq
        write_message(self.p.stdin, {"seq": seq, "type": "request", "command": command, "arguments": arguments})
        while True:
            m = self.msgs.get(timeout=60)
            assert m is not None, self.p.stderr.read().decode()
            if m["type"] == "event":
                self.events.append(m)
            elif m["request_seq"] == seq:
                return m

    def wait_event(self, name: str) -> dict[str, Any]:
        for i, e in enumerate(self.events):
            if e["event"] == name:
                return self.events.pop(i)
        while True:
            m = self.msgs.get(timeout=60)
            assert m is not None, self.p.stderr.read().decode()
            if m["type"] == "event":
                if m["event"] == name:
                    return m
                self.events.append(m)

    def output(self) -> str:
        return "".join(e["body"]["output"] for e in self.events if e["event"] == "output"
                       and e["body"]["category"] == "stdout")

    def close(self) -> None:
        try:
            self.p.wait(timeout=30)
        finally:
            if self.p.poll() is None:
                self.p.kill()


@pytest.fixture
def dap(dbgdir):
    (dbgdir / "prog.m").write_text(PROGRAM)
    c = DapClient(str(dbgdir))
    yield c
    c.close()


def by_name(variables: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {v["name"]: v for v in variables}


def test_a_debug_session_over_dap(dap, dbgdir):
    r = dap.request("initialize", adapterID="runmat", linesStartAt1=True)
    assert r["success"] and r["body"]["supportsConfigurationDoneRequest"]
    dap.wait_event("initialized")
    stepme = str(dbgdir / "stepme.m")
    r = dap.request("setBreakpoints", source={"path": stepme}, breakpoints=[{"line": 3}])
    assert r["body"]["breakpoints"] == [{"verified": True, "line": 3, "source": {"path": stepme}}]
    r = dap.request("setBreakpoints", source={"path": str(dbgdir / "prog.m")}, breakpoints=[{"line": 5}])
    assert r["body"]["breakpoints"][0]["verified"]
    assert dap.request("launch", program=str(dbgdir / "prog.m"))["success"]
    assert dap.request("configurationDone")["success"]

    stopped = dap.wait_event("stopped")
    assert stopped["body"]["reason"] == "breakpoint" and stopped["body"]["threadId"] == 1
    assert dap.request("threads")["body"]["threads"] == [{"id": 1, "name": "MATLAB"}]
    frames = dap.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["name"], f["line"]) for f in frames] == [("prog", 5)]
    scopes = dap.request("scopes", frameId=frames[0]["id"])["body"]["scopes"]
    assert scopes[0]["name"] == "Locals"
    vs = by_name(dap.request("variables", variablesReference=scopes[0]["variablesReference"])["body"]["variables"])
    assert sorted(vs) == ["c", "m", "s"]
    assert (vs["m"]["value"], vs["m"]["type"]) == ("[3×3 double]", "double")
    assert (vs["c"]["value"], vs["c"]["type"]) == ("{1×2 cell}", "cell")
    assert vs["s"]["type"] == "struct"
    fields = by_name(dap.request("variables", variablesReference=vs["s"]["variablesReference"])["body"]["variables"])
    assert fields["name"]["value"] == "'probe'" and fields["vals"]["value"] == "[1 2 3]"
    cells = dap.request("variables", variablesReference=vs["c"]["variablesReference"])["body"]["variables"]
    assert [(x["name"], x["value"]) for x in cells] == [("{1,1}", "10"), ("{1,2}", "'text'")]
    elems = dap.request("variables", variablesReference=vs["m"]["variablesReference"])["body"]["variables"]
    assert [(x["name"], x["value"]) for x in elems[:4]] == [("(1,1)", "8"), ("(2,1)", "3"), ("(3,1)", "4"),
                                                           ("(1,2)", "1")]

    assert dap.request("stepIn", threadId=1)["success"]
    assert dap.wait_event("stopped")["body"]["reason"] == "step"
    frames = dap.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["name"], f["line"]) for f in frames] == [("stepme", 2), ("prog", 5)]
    assert frames[0]["source"]["path"] == str(dbgdir / "stepme.m")

    assert dap.request("continue", threadId=1)["success"]  # on to the breakpoint at line 3
    assert dap.wait_event("stopped")["body"]["reason"] == "breakpoint"
    frames = dap.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert frames[0]["line"] == 3
    r = dap.request("evaluate", expression="a * 100", frameId=frames[0]["id"], context="repl")
    assert r["body"]["result"] == "200"
    assert dap.request("next", threadId=1)["success"]
    dap.wait_event("stopped")
    scopes = dap.request("scopes", frameId=1)["body"]["scopes"]
    vs = by_name(dap.request("variables", variablesReference=scopes[0]["variablesReference"])["body"]["variables"])
    assert vs["b"]["value"] == "21" and vs["a"]["value"] == "2"
    assert dap.request("stepOut", threadId=1)["success"]
    dap.wait_event("stopped")
    frames = dap.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["name"], f["line"]) for f in frames] == [("prog", 6)]
    assert dap.request("continue", threadId=1)["success"]
    dap.wait_event("terminated")
    assert dap.wait_event("exited")["body"]["exitCode"] == 0
    assert dap.output() == "v is 23\n"
    assert dap.request("disconnect")["success"]


def test_disconnect_while_stopped_ends_the_program(dap, dbgdir):
    dap.request("initialize", adapterID="runmat")
    dap.request("setBreakpoints", source={"path": str(dbgdir / "prog.m")}, breakpoints=[{"line": 2}])
    dap.request("launch", program=str(dbgdir / "prog.m"))
    dap.request("configurationDone")
    dap.wait_event("stopped")
    assert dap.request("disconnect")["success"]
    assert dap.p.wait(timeout=30) == 0
    assert "v is" not in dap.output()


def test_uncaught_error_stops_with_exception_filter(dap, dbgdir):
    (dbgdir / "bad.m").write_text("x = 1;\nfails(9);\n")
    dap.request("initialize", adapterID="runmat")
    assert dap.request("setExceptionBreakpoints", filters=["error"])["success"]
    dap.request("launch", program=str(dbgdir / "bad.m"))
    dap.request("configurationDone")
    st = dap.wait_event("stopped")["body"]
    assert st["reason"] == "exception" and st["text"].startswith("Index exceeds the number of array elements.")
    frames = dap.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["name"], f["line"]) for f in frames] == [("fails", 3), ("bad", 2)]
    dap.request("continue", threadId=1)
    assert dap.wait_event("exited")["body"]["exitCode"] == 1
    dap.request("disconnect")


def test_pause_stops_at_the_next_line(dap, dbgdir):
    (dbgdir / "slow.m").write_text("for k = 1:200\n  pause(0.02);\n  v = stepme(k);\nend\ndisp('end')\n")
    dap.request("initialize", adapterID="runmat")
    dap.request("launch", program=str(dbgdir / "slow.m"))
    dap.request("configurationDone")
    import time

    time.sleep(0.5)
    assert dap.request("pause", threadId=1)["success"]
    dap.wait_event("stopped")
    frames = dap.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert frames[0]["name"] in ("stepme", "slow")
    dap.request("disconnect")
