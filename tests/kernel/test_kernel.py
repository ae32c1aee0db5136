"""The Jupyter kernel, driven over ZMQ by jupyter_client against a real kernel process."""

from __future__ import annotations

import base64
import os
import time

import pytest

jupyter_client = pytest.importorskip("jupyter_client")

from runmat_vm.kernel.install import DISPLAY_NAME, KERNEL_NAME  # noqa: E402


def test_install_writes_the_kernelspec(kernel_path):
    import json

    spec = json.loads(open(os.path.join(kernel_path[1], "kernel.json")).read())
    assert spec["display_name"] == DISPLAY_NAME == "RunMat (MATLAB)"
    assert spec["argv"][1:3] == ["-m", "runmat_vm.kernel"] and "{connection_file}" in spec["argv"]
    assert os.path.basename(kernel_path[1]) == KERNEL_NAME
    # the launcher's icons (Jupyter looks for logo-svg.svg and logo-64x64.png in the kernelspec)
    assert open(os.path.join(kernel_path[1], "logo-svg.svg")).read().startswith("<svg")
    for size in (32, 64):
        from PIL import Image

        with Image.open(os.path.join(kernel_path[1], f"logo-{size}x{size}.png")) as im:
            assert im.size == (size, size)


def test_kernel_info_names_matlab(k):
    info = k.request("kernel_info")
    assert info["implementation"] == "runmat"
    assert info["language_info"]["name"] == "matlab" and info["language_info"]["file_extension"] == ".m"


def test_output_streams_while_the_cell_runs(k):
    reply, msgs = k.execute("for i = 1:3\n  fprintf('line %d\\n', i);\n  pause(0.3);\nend")
    assert reply["status"] == "ok"
    streams = [m for m in msgs if m["msg_type"] == "stream"]
    assert [m["content"]["text"] for m in streams] == ["line 1\n", "line 2\n", "line 3\n"]
    # each line went out when it was printed, not when the cell ended
    assert streams[2]["time"] - streams[0]["time"] > 0.45


def test_display_and_workspace_persist_between_cells(k):
    k.execute("a = magic(3);")
    reply, msgs = k.execute("b = a(2, :)")
    assert reply["status"] == "ok"
    assert k.stdout(msgs) == "b =\n\n     3     5     7\n\n"  # MATLAB's display, the kernel's default


def test_error_has_matlab_identifier_and_text(k):
    reply, msgs = k.execute("error('my:bad', 'value %d is bad', 7)")
    assert reply["status"] == "error"
    assert (reply["ename"], reply["evalue"]) == ("my:bad", "value 7 is bad")
    err = [m["content"] for m in msgs if m["msg_type"] == "error"]
    assert err and err[0]["ename"] == "my:bad" and err[0]["traceback"] == ["value 7 is bad"]
    reply, msgs = k.execute("z = helperfn(1)")
    assert reply["ename"] == "MATLAB:index:outOfBounds"
    assert reply["traceback"][0] == "Error using helperfn" or reply["traceback"][0].startswith("Index exceeds")
    assert "Error in helperfn (line 5)" in reply["traceback"]
    assert "r = q(5);" in reply["traceback"]
    assert "Traceback" not in "\n".join(reply["traceback"])
    reply, _ = k.execute("disp(b)")  # the workspace survives errors
    assert reply["status"] == "ok"


def test_error_in_a_function_file_has_matlab_layout(k):
    # MATLAB's Command Window layout for an error raised by error() in a function file:
    # "Error using checkpos", the message, "Error in checkpos (line 3)" and that line
    # (https://www.mathworks.com/help/matlab/ref/error.html, "Throw Error" examples)
    k.execute("kept_value = 42;")
    reply, msgs = k.execute("checkpos(-2)")
    assert (reply["status"], reply["ename"], reply["evalue"]) == ("error", "check:notPositive",
                                                                 "Value -2 is not positive.")
    tb = reply["traceback"]
    assert tb[:3] == ["Error using checkpos", "Value -2 is not positive.", "Error in checkpos (line 3)"]
    assert tb[3].strip() == "error('check:notPositive', 'Value %g is not positive.', x);"
    err = [m["content"] for m in msgs if m["msg_type"] == "error"]
    assert err == [{"ename": "check:notPositive", "evalue": "Value -2 is not positive.", "traceback": tb}]
    reply, msgs = k.execute("disp(kept_value)")  # the workspace survives the error
    assert reply["status"] == "ok" and k.stdout(msgs) == "    42\n"


def test_failing_cell_sends_no_figure_it_never_drew(k):
    reply, msgs = k.execute("close all; figure; error('cell:failed', 'stop here')")
    assert reply["ename"] == "cell:failed"
    assert k.images(msgs, "image/png") == []
    reply, msgs = k.execute("figure; plot(1:3); error('cell:failed', 'after drawing')")
    assert len(k.images(msgs, "image/png")) == 1  # what it drew before failing is shown
    k.execute("close all;")


def test_syntax_error_is_reported_with_caret(k):
    reply, _ = k.execute("x = (1 + ")
    assert reply["status"] == "error"
    assert any(line.strip() == "^" or line.strip().startswith("^") for line in reply["traceback"])


def test_figures_come_back_inline_once_per_change(k):
    reply, msgs = k.execute("figure(1); plot(1:10, (1:10).^2); title('squares');")
    pngs = k.images(msgs, "image/png")
    assert reply["status"] == "ok" and len(pngs) == 1
    assert base64.b64decode(pngs[0])[:8] == b"\x89PNG\r\n\x1a\n"
    _, msgs = k.execute("q = 1;")  # nothing drawn: no figure
    assert k.images(msgs, "image/png") == []
    _, msgs = k.execute("title('changed');")  # a change is sent again
    assert len(k.images(msgs, "image/png")) == 1
    _, msgs = k.execute("figure(2); bar([3 1 2]);")
    assert len(k.images(msgs, "image/png")) == 1  # only the new one
    k.execute("close all;")


def test_figures_as_svg_when_asked(kernel_path, kernel_driver, tmp_path):
    with kernel_driver(kernel_path[0], cwd=str(tmp_path), env={"RUNMAT_INLINE_FORMAT": "svg"}) as d:
        _, msgs = d.execute("plot([1 3 2]);")
        svgs = d.images(msgs, "image/svg+xml")
        assert len(svgs) == 1 and "<svg" in svgs[0]
        assert d.images(msgs, "image/png") == []


def test_complete_offers_builtins_variables_fields_and_path_functions(k):
    k.execute("myvalue = 3; st.alpha = 1; st.beta.gamma = 2;")
    r = k.request("complete", code="x = myv", cursor_pos=7)
    assert r["matches"] == ["myvalue"] and (r["cursor_start"], r["cursor_end"]) == (4, 7)
    r = k.request("complete", code="nume", cursor_pos=4)
    assert "numel" in r["matches"]
    r = k.request("complete", code="y = st.", cursor_pos=7)
    assert r["matches"] == ["alpha", "beta"] and r["cursor_start"] == 7
    r = k.request("complete", code="st.beta.g", cursor_pos=9)
    assert r["matches"] == ["gamma"]
    r = k.request("complete", code="helper", cursor_pos=6)
    assert "helperfn" in r["matches"]
    kinds = {t["text"]: t["type"] for t in r["metadata"]["_jupyter_types_experimental"]}
    assert kinds["helperfn"] == "file"


def test_inspect_shows_catalog_help(k):
    r = k.request("inspect", code="s = numel(", cursor_pos=10, detail_level=0)
    assert r["found"] is True
    assert r["data"]["text/plain"].startswith(" numel - ")
    r = k.request("inspect", code="helperfn", cursor_pos=3, detail_level=0)
    assert "HELPERFN doubles X." in r["data"]["text/plain"]
    r = k.request("inspect", code="no_such_name_zz", cursor_pos=4, detail_level=0)
    assert r["found"] is False


@pytest.mark.parametrize("code, status", [
    ("x = 1", "complete"), ("for k = 1:3\n  disp(k)", "incomplete"), ("for k = 1:3\n  disp(k)\nend", "complete"),
    ("function r = f(x)\n  r = x;", "incomplete"), ("function r = f(x)\n  r = x;\nend", "complete"),
    ("a = [1 2\n3 4", "incomplete"), ("x = )", "invalid"), ("y = 1 + ...", "incomplete"),
])
def test_is_complete_understands_blocks(k, code, status):
    r = k.request("is_complete", code=code)
    assert r["status"] == status


def test_input_round_trip_through_stdin(k):
    reply, msgs, prompts = k.execute_with_input("name = input('Your name? ', 's');\nfprintf('Hello, %s!\\n', name);",
                                                ["Ada"])
    assert reply["status"] == "ok"
    assert prompts == ["Your name? "]
    assert k.stdout(msgs) == "Hello, Ada!\n"
    reply, msgs, prompts = k.execute_with_input("v = input('Number: ') * 2", ["21"])
    assert k.stdout(msgs) == "v =\n\n    42\n\n"


def test_input_without_stdin_is_a_matlab_error(k):
    reply, _ = k.execute("input('x? ')")
    assert reply["ename"] == "RunMat:input:noStdin"


def test_interrupt_stops_a_loop_and_keeps_the_workspace(k):
    k.execute("kept = 11; n = 0;")
    msg_id = k.client.execute("disp('looping')\nwhile true\n  n = n + 1;\nend")
    k.wait_for_output(msg_id, "looping\n")
    time.sleep(0.5)
    k.manager.interrupt_kernel()
    reply, msgs = k.collect(msg_id, timeout=30)
    assert reply["status"] == "error"
    assert reply["evalue"] == "Operation terminated by user."
    assert "Operation terminated by user." in reply["traceback"]
    reply, msgs = k.execute("disp(kept); disp(n > 0)")
    assert reply["status"] == "ok" and k.stdout(msgs) == "    11\n   1\n"


def test_clc_clears_the_cell_output(k):
    _, msgs = k.execute("disp(1); clc; disp(2)")
    kinds = [m["msg_type"] for m in msgs if m["msg_type"] in ("stream", "clear_output")]
    assert kinds == ["stream", "clear_output", "stream"]


def test_runmat_kernel_install_command(tmp_path):
    import json
    import subprocess
    import sys

    cmd = [sys.executable, "-m", "runmat_vm.cli", "kernel", "install", "--prefix", str(tmp_path)]
    r = subprocess.run(cmd + ["--figure-format", "png,svg"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    spec = json.loads((tmp_path / "share" / "jupyter" / "kernels" / "runmat" / "kernel.json").read_text())
    assert spec["display_name"] == "RunMat (MATLAB)" and spec["env"] == {"RUNMAT_INLINE_FORMAT": "png,svg"}
    assert spec["argv"][0] == sys.executable
    r = subprocess.run(cmd + ["--figure-format", "gif"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "use png, svg or png,svg" in r.stderr


def test_exit_starts_a_fresh_session_and_the_kernel_lives_on(kernel_path, kernel_driver, tmp_path):
    with kernel_driver(kernel_path[0], cwd=str(tmp_path)) as d:
        d.execute("keepme = 1;")
        reply, msgs = d.execute("disp('bye'); exit(3); disp('never')")
        assert reply["status"] == "ok"
        assert d.stdout(msgs) == "bye\n"
        reply, msgs = d.execute("fprintf('%d\\n', exist('keepme'))")
        assert reply["status"] == "ok" and d.stdout(msgs) == "0\n"
