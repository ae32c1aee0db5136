"""A jupyter_client driver for the kernel tests (start a real kernel, send, gather replies) and its fixtures."""

from __future__ import annotations

import os
import queue
import time
from typing import Any

import pytest


class KernelDriver:
    """A RunMat kernel process and a blocking client; ``execute`` returns (reply, iopub msgs)."""

    def __init__(self, jupyter_path: str, cwd: str, env: dict[str, str] | None = None) -> None:
        self.jupyter_path = jupyter_path
        self.cwd = cwd
        self.env = env or {}

    def __enter__(self) -> KernelDriver:
        from jupyter_client.kernelspec import KernelSpecManager
        from jupyter_client.manager import KernelManager

        ksm = KernelSpecManager(kernel_dirs=[os.path.join(self.jupyter_path, "kernels")])
        env = dict(os.environ, RUNMAT_HISTORY="0", RUNMAT_DISPLAY="matlab", **self.env)  # the default display
        self.manager = KernelManager(kernel_name="runmat", kernel_spec_manager=ksm)
        self.manager.start_kernel(cwd=self.cwd, env=env)
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=120)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)

    # ---------------------------------------------------------------- requests
    def request(self, kind: str, **content: Any) -> dict[str, Any]:
        """A shell request (complete, inspect, is_complete, kernel_info) and its reply's content."""
        msg = self.client.session.msg(f"{kind}_request", content)
        self.client.shell_channel.send(msg)
        return self._reply(msg["header"]["msg_id"], 60)["content"]

    def execute(self, code: str, timeout: float = 120) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        msg_id = self.client.execute(code, allow_stdin=False)
        return self.collect(msg_id, timeout)

    def execute_with_input(self, code: str, answers: list[str],
                           timeout: float = 120) -> tuple[dict[str, Any], list[dict[str, Any]], list[str]]:
        """Run ``code`` answering each input_request with the next of ``answers``."""
        msg_id = self.client.execute(code, allow_stdin=True)
        prompts: list[str] = []
        pending = list(answers)
        deadline = time.monotonic() + timeout
        msgs: list[dict[str, Any]] = []
        while True:
            try:
                req = self.client.get_stdin_msg(timeout=0.05)
                prompts.append(req["content"]["prompt"])
                self.client.input(pending.pop(0))
            except queue.Empty:
                pass
            if self._drain(msg_id, msgs, 0.05):
                break
            if time.monotonic() > deadline:
                raise TimeoutError(code)
        return self._reply(msg_id, timeout)["content"], msgs, prompts

    def collect(self, msg_id: str, timeout: float = 120) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The iopub messages of one execute request (until idle) and its reply."""
        msgs: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while not self._drain(msg_id, msgs, 0.2):
            if time.monotonic() > deadline:
                raise TimeoutError(msg_id)
        return self._reply(msg_id, timeout)["content"], msgs

    def wait_for_output(self, msg_id: str, text: str, timeout: float = 120) -> list[dict[str, Any]]:
        """The iopub messages of ``msg_id`` up to the stdout stream that holds ``text``
        (the cell is then surely running)."""
        msgs: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while text not in self.stdout(msgs):
            if self._drain(msg_id, msgs, 0.2) or time.monotonic() > deadline:
                raise TimeoutError(f"no output {text!r} from {msg_id}")
        return msgs

    def _drain(self, msg_id: str, msgs: list[dict[str, Any]], wait: float) -> bool:
        """Gather iopub messages for ``msg_id``; True once the kernel went idle for it."""
        try:
            m = self.client.get_iopub_msg(timeout=wait)
        except queue.Empty:
            return False
        if m["parent_header"].get("msg_id") != msg_id:
            return False
        if m["msg_type"] == "status":
            return m["content"]["execution_state"] == "idle"
        m["time"] = m["header"]["date"].timestamp()  # when the kernel sent it
        msgs.append(m)
        return False

    def _reply(self, msg_id: str, timeout: float) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            m = self.client.get_shell_msg(timeout=max(deadline - time.monotonic(), 0.1))
            if m["parent_header"].get("msg_id") == msg_id:
                return m

    # ---------------------------------------------------------------- reading messages
    @staticmethod
    def stdout(msgs: list[dict[str, Any]]) -> str:
        return "".join(m["content"]["text"] for m in msgs
                       if m["msg_type"] == "stream" and m["content"]["name"] == "stdout")

    @staticmethod
    def images(msgs: list[dict[str, Any]], mime: str) -> list[str]:
        return [m["content"]["data"][mime] for m in msgs
                if m["msg_type"] == "display_data" and mime in m["content"]["data"]]


@pytest.fixture(scope="module")
def kernel_path(tmp_path_factory):
    """A kernelspec installed by ``runmat_vm.kernel.install`` under a fresh prefix:
    (the prefix's jupyter folder, the kernelspec folder)."""
    from runmat_vm.kernel.install import install

    prefix = tmp_path_factory.mktemp("jupyter")
    folder = install(prefix=str(prefix))
    return str(prefix / "share" / "jupyter"), folder


@pytest.fixture(scope="module")
def k(kernel_path, tmp_path_factory):
    """One kernel for a module's tests, started in a folder holding helperfn.m."""
    cwd = tmp_path_factory.mktemp("cells")
    (cwd / "helperfn.m").write_text("function r = helperfn(x)\n  % HELPERFN doubles X.\n  r = 2 * x;\n"
                                    "  q = [1 2];\n  r = q(5);\nend\n")
    (cwd / "checkpos.m").write_text("function checkpos(x)\n  if x <= 0\n    error('check:notPositive', "
                                    "'Value %g is not positive.', x);\n  end\nend\n")
    with KernelDriver(kernel_path[0], cwd=str(cwd)) as d:
        yield d


@pytest.fixture
def kernel_driver():
    """The driver class, to start a kernel of one's own (another environment)."""
    return KernelDriver
