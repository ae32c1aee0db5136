"""The README's Quick start commands: what they install, and that CI runs the test command as written."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys

from tools.readme_command import README, commands

REPO = README.parent


def test_readme_has_both_quickstart_commands():
    got = commands()
    assert set(got) == {"demo", "test"}
    text = README.read_text()
    for cmd in got.values():  # each is a bash block of the README, verbatim
        assert f"```bash\n{cmd}\n```" in text


def test_ci_runs_the_readme_test_command_and_no_other_pytest():
    ci = (REPO / ".ci" / "run").read_text()
    code = [ln.split("#", 1)[0] for ln in ci.splitlines()]
    assert 'test_command="$(python3 tools/readme_command.py test)"' in code
    assert 'bash -c "$test_command"' in code
    assert not any("pytest" in ln or "pip install" in ln for ln in code), "CI must not install or test on its own"
    out = subprocess.run([sys.executable, "tools/readme_command.py", "test"], cwd=REPO, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == commands()["test"]


def test_test_command_installs_every_bundled_plugin_and_the_test_extra():
    words = shlex.split(commands()["test"])
    editable = [words[i + 1] for i, w in enumerate(words) if w == "-e"]
    plugins = sorted(f"plugins/{p.parent.name}" for p in (REPO / "plugins").glob("*/pyproject.toml"))
    assert editable[0] == ".[test]"
    assert sorted(editable[1:]) == plugins
    assert words[-6:] == [".venv/bin/python", "-m", "pytest", "-q", "-p", "no:randomly"]


def test_demo_command_installs_plotting_and_runs_an_existing_script():
    words = shlex.split(commands()["demo"])
    assert ".[plot]" in words
    script = words[-1]
    assert words[-3:-1] == [".venv/bin/runmat", "run"] and (REPO / script).is_file()
    extras = re.findall(r"^(\w+) = \[", (REPO / "pyproject.toml").read_text(), re.M)
    assert "plot" in extras and "jupyter" in extras
