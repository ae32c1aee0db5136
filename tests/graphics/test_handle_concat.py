"""[h1 h2] joins graphics handles through the objects' own concatenation hook."""

from __future__ import annotations

import io

from runmat_vm import Session


def test_handles_concatenate_and_feed_legend():
    out = io.StringIO()
    Session(stdout=out).run("h1 = plot(1:3); hold on; h2 = plot(3:-1:1);\nh = [h1 h2]; disp(size(h))\n"
                            "v = [h1; h2]; disp(size(v))\nlegend([h1 h2], 'a', 'b');\ndisp(h(2).YData)")
    assert out.getvalue() == "   1   2\n   2   1\n   3   2   1\n"


def test_handle_display_goes_to_the_session_stream(capfd):
    """An empty handle array has no figure (so no context of its own): its display still goes
    to the displaying session's stdout, as a figure's handle does; nothing reaches fd 1/2."""
    out, err = io.StringIO(), io.StringIO()
    Session(stdout=out, stderr=err).run("e = gobjects(0, 1)\nf = figure('Visible', 'off')\n")
    text = out.getvalue()
    assert text.startswith("e = ") and "GraphicsPlaceholder" in text and "\nf = " in text
    assert err.getvalue() == ""
    assert capfd.readouterr() == ("", "")


def test_shape_builtins_rearrange_handle_arrays():
    """MATLAB: reshape, repmat, permute, flip*, circshift, rot90 and fftshift work on handle
    arrays as on any array (rot90([a b c]) is [c; b; a]); each used to end in
    RunMat:<builtin>:internal, as did annotation(FIG) with no type."""
    out = io.StringIO()
    Session(stdout=out).run(
        "hold on; h = [plot(1:3), plot(2:4), plot(3:5)];\n"
        "disp(size(reshape(h, 3, 1))); disp(size(repmat(h, 2, 1))); disp(size(permute(h, [2 1])))\n"
        "f = fliplr(h); disp(f(1).YData); c = circshift(h, 1); disp(c(1).YData)\n"
        "r = rot90(h); disp(size(r)); disp(r(3).YData); disp(class(flip(h)))\n"
        "try; reshape(h, 2, 2); catch e; disp(e.identifier); end\n"
        "f = fftshift(h); disp(f(1).YData); f = ifftshift(h); disp(f(1).YData)\n"
        "try; annotation(gcf); catch e; disp(e.identifier); end")
    assert out.getvalue() == ("   3   1\n   2   3\n   3   1\n   3   4   5\n   3   4   5\n   3   1\n"
                              "   1   2   3\nmatlab.graphics.chart.primitive.Line\n"
                              "MATLAB:getReshapeDims:notSameNumel\n"
                              "   3   4   5\n   2   3   4\n"  # fftshift([a b c]) is [c a b]
                              "MATLAB:minrhs\n")
