"""Jupyter's debugger protocol on the RunMat kernel, as JupyterLab's debugger panel drives it:
debug_request/debug_reply on the control channel, debug_event on IOPub (jupyter_client against
a real kernel process)."""

from __future__ import annotations

import queue
import time
from typing import Any

import pytest

pytest.importorskip("jupyter_client")

CELL = "s.name = 'probe';\ns.vals = [1 2 3];\nc = {10, 'text'};\nt = twice(4);\nfprintf('t is %d\\n', t);\n"


class Debug:
    """debug_request sender and debug_event reader over one kernel driver's client."""

    def __init__(self, d: Any) -> None:
        self.d = d
        self.seq = 0
        self.events: list[dict[str, Any]] = []
        self.iopub: list[dict[str, Any]] = []

    def request(self, command: str, **arguments: Any) -> dict[str, Any]:
        self.seq += 1
        c = self.d.client
        msg = c.session.msg("debug_request", {"type": "request", "seq": self.seq, "command": command,
                                              "arguments": arguments})
        c.control_channel.send(msg)
        deadline = time.monotonic() + 60
        while True:
            r = c.get_control_msg(timeout=max(deadline - time.monotonic(), 0.1))
            if r["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
                assert r["msg_type"] == "debug_reply"
                return r["content"]

    def event(self, name: str, timeout: float = 60) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            for i, e in enumerate(self.events):
                if e["event"] == name:
                    return self.events.pop(i)
            try:
                m = self.d.client.get_iopub_msg(timeout=0.2)
            except queue.Empty:
                if time.monotonic() > deadline:
                    raise TimeoutError(name) from None
                continue
            if m["msg_type"] == "debug_event":
                self.events.append(m["content"])
            else:
                self.iopub.append(m)


@pytest.fixture
def dk(kernel_path, kernel_driver, tmp_path):
    (tmp_path / "twice.m").write_text("function r = twice(x)\n  y = x + 1;\n  r = 2 * y;\nend\n")
    with kernel_driver(kernel_path[0], cwd=str(tmp_path)) as d:
        yield Debug(d), tmp_path


def by_name(vs):
    return {v["name"]: v for v in vs}


def test_kernelspec_and_kernel_info_advertise_the_debugger(kernel_path, dk):
    import json
    import os

    spec = json.loads(open(os.path.join(kernel_path[1], "kernel.json")).read())
    assert spec["metadata"]["debugger"] is True
    assert dk[0].d.request("kernel_info")["debugger"] is True


def test_breakpoints_in_a_cell_and_a_function_file(dk):
    dbg, folder = dk
    r = dbg.request("initialize", clientID="test", adapterID="runmat", linesStartAt1=True)
    assert r["success"] and r["body"]["supportsConfigurationDoneRequest"]
    assert dbg.request("attach")["success"]
    info = dbg.request("debugInfo")["body"]
    assert info["isStarted"] and info["hashMethod"] == "Murmur2" and info["tmpFileSuffix"] == ".m"
    path = dbg.request("dumpCell", code=CELL)["body"]["sourcePath"]
    assert path.startswith(info["tmpFilePrefix"]) and path.endswith(".m")
    assert dbg.request("source", source={"path": path})["body"]["content"] == CELL
    r = dbg.request("setBreakpoints", source={"path": path}, breakpoints=[{"line": 4}])
    assert r["body"]["breakpoints"][0]["verified"]
    fpath = str(folder / "twice.m")
    assert dbg.request("setBreakpoints", source={"path": fpath}, breakpoints=[{"line": 3}])["success"]
    assert dbg.request("debugInfo")["body"]["breakpoints"] == [{"source": path, "breakpoints": [{"line": 4}]},
                                                               {"source": fpath, "breakpoints": [{"line": 3}]}]
    assert dbg.request("configurationDone")["success"]

    msg_id = dbg.d.client.execute(CELL)
    stopped = dbg.event("stopped")
    assert stopped["body"]["reason"] == "breakpoint"
    frames = dbg.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["line"], f["source"]["path"]) for f in frames] == [(4, path)]
    scopes = dbg.request("scopes", frameId=frames[0]["id"])["body"]["scopes"]
    vs = by_name(dbg.request("variables", variablesReference=scopes[0]["variablesReference"])["body"]["variables"])
    assert sorted(vs) == ["c", "s"] and vs["c"]["value"] == "{1×2 cell}"
    fields = by_name(dbg.request("variables", variablesReference=vs["s"]["variablesReference"])["body"]["variables"])
    assert fields["vals"]["value"] == "[1 2 3]"
    explorer = by_name(dbg.request("inspectVariables")["body"]["variables"])
    assert sorted(explorer) == ["c", "s"]
    rich = dbg.request("richInspectVariables", variableName="c", frameId=frames[0]["id"])["body"]
    assert rich["data"]["text/plain"] == "c =\n\n  1×2 cell array\n\n    {[10]}    {'text'}\n\n"

    assert dbg.request("continue", threadId=1)["success"]  # on to twice.m line 3
    dbg.event("stopped")
    frames = dbg.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["name"], f["line"]) for f in frames] == [("twice", 3), (frames[1]["name"], 4)]
    assert frames[0]["source"]["path"] == fpath
    r = dbg.request("evaluate", expression="y * 10", frameId=frames[0]["id"], context="watch")
    assert r["body"]["result"] == "50"
    assert dbg.request("next", threadId=1)["success"]  # twice's last line: back in the cell, at line 5
    dbg.event("stopped")
    frames = dbg.request("stackTrace", threadId=1)["body"]["stackFrames"]
    assert [(f["line"], f["source"]["path"]) for f in frames] == [(5, path)]
    scopes = dbg.request("scopes", frameId=1)["body"]["scopes"]
    vs = by_name(dbg.request("variables", variablesReference=scopes[0]["variablesReference"])["body"]["variables"])
    assert vs["t"]["value"] == "10"
    assert dbg.request("continue", threadId=1)["success"]
    reply, msgs = dbg.d.collect(msg_id)
    assert reply["status"] == "ok"
    assert dbg.d.stdout(dbg.iopub + msgs) == "t is 10\n"
    explorer = by_name(dbg.request("inspectVariables")["body"]["variables"])
    assert explorer["t"]["value"] == "10"  # the base workspace once the cell is done
    assert dbg.request("disconnect")["success"]
    reply, msgs = dbg.d.execute(CELL)  # breakpoints are gone with the debugger
    assert reply["status"] == "ok" and dbg.d.stdout(msgs) == "t is 10\n"


def test_without_a_debugger_client_k_prompt_asks_through_stdin(dk):
    dbg, _ = dk
    reply, msgs, prompts = dbg.d.execute_with_input("dbstop in twice at 3\nv = twice(1);\ndisp(v)",
                                                    ["y", "dbcont"])
    assert reply["status"] == "ok"
    assert prompts == ["K>> ", "K>> "]
    assert dbg.d.stdout(msgs) == "3   r = 2 * y;\ny =\n\n     2\n\n     4\n"


def test_exit_keeps_the_debugger_and_its_breakpoints(dk):
    dbg, folder = dk
    dbg.request("initialize", clientID="test", adapterID="runmat")
    fpath = str(folder / "twice.m")
    dbg.request("setBreakpoints", source={"path": fpath}, breakpoints=[{"line": 3}])
    dbg.request("configurationDone")
    reply, _ = dbg.d.execute("exit")
    assert reply["status"] == "ok"
    info = dbg.request("debugInfo")["body"]
    assert info["isStarted"] and info["breakpoints"] == [{"source": fpath, "breakpoints": [{"line": 3}]}]
    msg_id = dbg.d.client.execute("w = twice(2);")
    assert dbg.event("stopped")["body"]["reason"] == "breakpoint"
    dbg.request("continue", threadId=1)
    reply, _ = dbg.d.collect(msg_id)
    assert reply["status"] == "ok"
