"""publish(FILE): the script runs in the base workspace and html/NAME.html holds its sections,
code, output and figures (NAME_01.png), as https://www.mathworks.com/help/matlab/ref/publish.html
describes; an error is shown in its section and publishing goes on."""

from __future__ import annotations

import io
import os

import pytest

from runmat_vm import Session

SCRIPT = """%% Squares
% We compute *squares* of |x| and plot them.
x = 1:4;
y = x.^2

%% Plot them
% A simple line.
plot(x, y);

%% An error
error('pub:bad', 'this fails');
%% After
disp('still here')
"""


@pytest.fixture
def pubdir(tmp_path, monkeypatch):
    (tmp_path / "pub.m").write_text(SCRIPT)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.display("matlab")
def test_publish_writes_html_and_figures_and_keeps_the_workspace(pubdir):
    out = io.StringIO()
    s = Session(stdout=out, stderr=out)
    s.run("d = publish('pub');")
    assert s.workspace["d"] == str(pubdir / "html" / "pub.html")
    assert s.workspace["y"].tolist() == [[1.0, 4.0, 9.0, 16.0]]  # run in the base workspace
    assert out.getvalue() == ""  # the output went to the page
    page = (pubdir / "html" / "pub.html").read_text()
    assert "<title>Squares</title>" in page and "<h1>Squares</h1>" in page
    assert "<p>We compute <b>squares</b> of <tt>x</tt> and plot them.</p>" in page
    assert '<pre class="codeinput">x = 1:4;\ny = x.^2\n</pre>' in page
    assert '<pre class="codeoutput">y =\n\n     1     4     9    16\n\n</pre>' in page
    assert '<h2 id="2">Plot them</h2>\n<p>A simple line.</p>' in page
    assert '<img src="pub_01.png" alt="">' in page
    assert (pubdir / "html" / "pub_01.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert '<pre class="codeoutput error">this fails\n</pre>' in page
    assert '<pre class="codeoutput">still here\n</pre>' in page  # publishing went on


@pytest.mark.display("matlab")
def test_publish_options(pubdir):
    s = Session(stdout=io.StringIO())
    s.run(f"d = publish('pub.m', 'html', 'outputDir', '{pubdir / 'out'}', 'showCode', false);")
    page = (pubdir / "out" / "pub.html").read_text()
    assert '<pre class="codeinput">' not in page and "still here" in page
    s.run(f"d = publish('pub.m', 'outputDir', '{pubdir / 'noeval'}', 'evalCode', false);")
    page = (pubdir / "noeval" / "pub.html").read_text()
    assert '<pre class="codeoutput">' not in page and '<pre class="codeinput">' in page
    assert not os.path.exists(pubdir / "noeval" / "pub_01.png")


@pytest.mark.parametrize("code, ident", [
    ("publish('no_such_script_zz')", "MATLAB:publish:fileNotFound"),
    ("publish('pub', 'pdf')", "MATLAB:publish:InvalidInput"),
    ("publish('pub', 'bogusOption', 1)", "MATLAB:publish:InvalidInput"),
])
def test_publish_errors(pubdir, code, ident):
    from runmat_builtins.errors import MException

    with pytest.raises(MException) as e:
        Session(stdout=io.StringIO()).run(code)
    assert e.value.identifier == ident
