"""Files the debugger tests stop in: a function file with a local function and a loop."""

from __future__ import annotations

import pytest

STEPME = """function r = stepme(x)
  a = x + 1;
  b = inner(a);
  r = a + b;
end

function y = inner(z)
  w = z * 10;
  y = w + 1;
end
"""

LOOPY = """function s = loopy(n)
  s = 0;
  for k = 1:n
    s = s + k;
  end
end
"""

FAILS = """function fails(x)
  q = [1 2 3];
  y = q(x);
end
"""


@pytest.fixture
def dbgdir(tmp_path, monkeypatch):
    (tmp_path / "stepme.m").write_text(STEPME)
    (tmp_path / "loopy.m").write_text(LOOPY)
    (tmp_path / "fails.m").write_text(FAILS)
    monkeypatch.chdir(tmp_path)
    return tmp_path
