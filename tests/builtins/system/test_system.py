"""Environment variables, shell commands, platform and release queries, type and peaks."""

from __future__ import annotations

import os
import sys

import numpy as np

from runmat_builtins.values import char_row, string_array, to_str
from tests.builtins.support import call, raises_id, vm_output


def test_setenv_getenv_isenv_unsetenv_round_trip():
    call("setenv", char_row("RUNMAT_T_A"), char_row("one"), nargout=0)
    assert to_str(call("getenv", char_row("RUNMAT_T_A"))) == "one"
    assert call("getenv", string_array("RUNMAT_T_A")).dtype.kind == "U"  # a string scalar name: char
    both = call("getenv", string_array(["RUNMAT_T_A", "RUNMAT_T_NONE"]))
    assert both.ravel().tolist() == ["one", ""]
    call("setenv", string_array(["RUNMAT_T_A"]), string_array([None]), nargout=0)  # <missing> unsets
    assert call("isenv", char_row("RUNMAT_T_A")) is False
    call("setenv", char_row("RUNMAT_T_B"), nargout=0)
    assert os.environ["RUNMAT_T_B"] == ""
    call("unsetenv", char_row("RUNMAT_T_B"), nargout=0)
    assert "RUNMAT_T_B" not in os.environ
    raises_id("MATLAB:setenv:InvalidName", "setenv", char_row("A=B"), char_row("x"))


def test_system_captures_status_and_output_and_sees_setenv():
    call("setenv", char_row("RUNMAT_T_C"), char_row("seen"), nargout=0)
    status, out = call("system", char_row("echo $RUNMAT_T_C; echo oops 1>&2; exit 4"), nargout=2)
    assert status == 4.0 and to_str(out) == "seen\noops\n"
    assert vm_output("s = system('echo shown');") == "shown\n"
    assert vm_output("[s, o] = system('echo hidden');") == ""
    assert vm_output("[s, o] = system('echo twice', '-echo');") == "twice\n"
    status, out = call("unix", char_row("echo $ZZ"), char_row("ZZ"), char_row("local"), nargout=2)
    assert to_str(out) == "local\n"


def test_computer_and_platform_flags():
    code, maxsize, endian = call("computer", nargout=3)
    if sys.platform.startswith("linux"):
        assert to_str(code) == "GLNXA64" and to_str(call("computer", char_row("arch"))) == "glnxa64"
    assert maxsize == 2.0 ** 48 - 1 and to_str(endian) in ("L", "B")
    assert call("isunix") is (not sys.platform.startswith("win"))
    assert call("ispc") is sys.platform.startswith("win")
    assert call("ismac") is (sys.platform == "darwin")
    raises_id("MATLAB:computer:invalidInput", "computer", char_row("x"))


def test_release_queries_agree_with_the_chosen_release():
    assert to_str(call("version")) == "23.2.0.0 (R2023b)"
    assert to_str(call("version", char_row("-release"))) == "2023b"
    assert call("verLessThan", char_row("matlab"), char_row("9.14")) is False
    assert call("verLessThan", char_row("MATLAB"), char_row("23.2.1")) is True
    assert call("isMATLABReleaseOlderThan", string_array("R2023b")) is False
    assert call("isMATLABReleaseOlderThan", string_array("R2023b"), char_row("prerelease")) is False
    assert call("isMATLABReleaseOlderThan", char_row("R2024a")) is True
    raises_id("MATLAB:verLessThan:missingToolbox", "verLessThan", char_row("signal"), char_row("1.0"))
    raises_id("MATLAB:isMATLABReleaseOlderThan:InvalidRelease", "isMATLABReleaseOlderThan", char_row("2023b"))
    v = call("ver", char_row("matlab"))
    assert to_str(v.elems.flat[0]["Release"]) == "(R2023b)"


def test_type_prints_files_and_knows_builtins(tmp_path):
    f = tmp_path / "t.txt"
    f.write_text("a\nb")
    assert vm_output(f"type('{f}')") == "\na\nb\n\n"
    assert vm_output("type sin") == "'sin' is a built-in function.\n"
    out = vm_output("try\n  type('/no/such/file_zz');\ncatch e\n  disp(e.identifier)\nend")
    assert out == "MATLAB:type:fileNotFound\n"


def test_peaks_is_matlabs_formula_on_a_linspace_grid():
    z = call("peaks", 5.0)
    x, y = np.meshgrid(np.linspace(-3, 3, 5), np.linspace(-3, 3, 5))
    want = (3 * (1 - x) ** 2 * np.exp(-x ** 2 - (y + 1) ** 2) - 10 * (x / 5 - x ** 3 - y ** 5)
            * np.exp(-x ** 2 - y ** 2) - 1 / 3 * np.exp(-(x + 1) ** 2 - y ** 2))
    assert np.array_equal(z, want)
    assert call("peaks").shape == (49, 49)
    X, Y, Z = call("peaks", np.array([[0.0, 1.0]]), nargout=3)
    assert X.shape == (2, 2) and Z[0, 0] == call("peaks", 0.0, 0.0)


def test_what_sorts_folder_files_by_kind(tmp_path):
    for n in ("b.m", "a.m", "d.mat", "notes.txt"):
        (tmp_path / n).write_text("")
    (tmp_path / "@Shape").mkdir()
    (tmp_path / "+pkg").mkdir()
    s = call("what", char_row(str(tmp_path)))
    d = s.elems.flat[0]
    assert [to_str(x) for x in d["m"].ravel()] == ["a.m", "b.m"]
    assert [to_str(x) for x in d["mat"].ravel()] == ["d.mat"]
    assert [to_str(x) for x in d["classes"].ravel()] == ["Shape"]
    assert [to_str(x) for x in d["packages"].ravel()] == ["pkg"]
    assert d["mex"].shape == (0, 1)
    raises_id("MATLAB:what:folderNotFound", "what", char_row(str(tmp_path / "nope")))


def test_getenv_of_all_and_setenv_of_a_dictionary():
    out = vm_output('d = dictionary(["RUNMAT_T_D1" "RUNMAT_T_D2"], ["x" "y"]);\nsetenv(d);\n'
                    'e = getenv();\nfprintf("%s %s %s\\n", class(e), e("RUNMAT_T_D1"), getenv("RUNMAT_T_D2"))')
    assert out == "dictionary x y\n"


def test_mfilename_names_the_running_file(tmp_path):
    import io

    from runmat_vm import Session

    (tmp_path / "outer_s.m").write_text("disp(mfilename)\ninner_s\ndisp(mfilename)\nshow_it()\n"
                                        "function show_it()\n  disp(mfilename('fullpath'))\nend\n")
    (tmp_path / "inner_s.m").write_text("disp(['inner ' mfilename])\n")
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run_file(str(tmp_path / "outer_s.m"))
    assert out.getvalue() == f"outer_s\ninner inner_s\nouter_s\n{tmp_path / 'outer_s'}\n"
    assert vm_output("disp(['[' mfilename ']'])") == "[]\n"
    raises_id("MATLAB:mfilename:InvalidInput", "mfilename", char_row("bogus"))


def test_installation_queries():
    assert call("isdeployed") is False
    assert call("usejava", char_row("desktop")) is False
    raises_id("MATLAB:usejava:invalidArgument", "usejava", char_row("web"))
    assert call("license", char_row("test"), char_row("matlab")) is True
    assert call("license", char_row("test"), char_row("Signal_Toolbox")) is False
    raises_id("MATLAB:license:InvalidCommand", "license", char_row("steal"))
    assert os.path.isdir(to_str(call("matlabroot")))
    assert call("maxNumCompThreads") >= 1.0


def test_genpath_walks_subfolders_but_not_class_package_or_private(tmp_path):
    for d in ("a/b", "@Cls", "+pkg", "private", "c"):
        (tmp_path / d).mkdir(parents=True)
    parts = to_str(call("genpath", char_row(str(tmp_path)))).split(os.pathsep)
    assert parts == [str(tmp_path), str(tmp_path / "a"), str(tmp_path / "a" / "b"), str(tmp_path / "c"), ""]
    assert to_str(call("genpath", char_row(str(tmp_path / "none")))) == ""


def test_release_update_number_is_a_count():
    # isMATLABReleaseOlderThan(R, STAGE, UPDATE): UPDATE a nonnegative integer scalar
    from tests.builtins.support import C

    assert call("isMATLABReleaseOlderThan", C("R2099a"), C("release"), 2.0) is True
    raises_id("MATLAB:expectedScalar", "isMATLABReleaseOlderThan", C("R2020a"), C("release"), np.zeros((0, 0)))
    raises_id("MATLAB:expectedInteger", "isMATLABReleaseOlderThan", C("R2020a"), C("release"), float("nan"))


def test_peaks_of_a_grid_over_the_size_limit_is_refused_before_computing():
    # peaks(N) is N-by-N: over the array size limit it is MATLAB's size error at once (peaks(9086)
    # under a 256 MB limit ran past the fuzzer's time bound computing first)
    from runmat_builtins.limits import set_max_array_bytes
    from tests.builtins.support import ident

    old = set_max_array_bytes(256 * 2**20)
    try:
        assert ident("peaks", 9086.0) == "MATLAB:array:SizeLimitExceeded"
        assert ident("peaks", np.zeros((1, 9086)), np.zeros((9086, 1))) == "MATLAB:array:SizeLimitExceeded"
        assert call("peaks", 3.0).shape == (3, 3)
    finally:
        set_max_array_bytes(old)
