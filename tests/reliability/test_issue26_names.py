"""Every function and option named in issue 26 (MATLAB's display and the modern library): each name
is in the catalog with at least one example, and bad input gives a MATLAB-style error (an
identifier, never a Python exception or a ``:internal`` one); each option named there is accepted,
and a bad value for it is a MATLAB error too."""

from __future__ import annotations

import io
import re

import pytest

from runmat_builtins import catalog
from runmat_builtins.errors import MException
from runmat_vm import Session

# the names of issue 26, in its order: programs that stopped on a missing name, what a new user
# tried, numerical programs, then sections 2-6 of "What to build"
NAMES = """
convertCharsToStrings dictionary readlines categorical celldisp rmmissing inputParser addlistener writelines
fillmissing findgroups varfun rowfun timetable calmonths missing tiledlayout addvars ismembertol
matlab.lang.makeValidName type system getenv setenv version ver verLessThan ispc isunix ismac computer peaks
groupsummary ismissing nexttile imread imwrite savefig addCause getReport quadl dblquad quad2d triplequad pcg
ode23s residue bin2dec
convertStringsToChars newline splitlines compose matlab.lang.makeUniqueStrings validateattributes validatestring
isKey entries numEntries keys values categories addcats removecats mergecats renamecats countcats summary
standardizeMissing retime synchronize removevars movevars renamevars splitvars splitapply join innerjoin
outerjoin stack unstack readtable writetable calyears caldays
unix pwd dir what integral2 integral3 gmres bicgstab minres ode15s ode23t deconv
exportgraphics openfig legend imshow semilogy loglog subplot figure scatter
""".split()

# bad input for each name: one struct argument, unless MATLAB accepts that (these pass any class
# through unchanged, so asking for more outputs than inputs is the bad call)
BAD = {"convertCharsToStrings": "[a, b] = convertCharsToStrings('x');",
       "convertStringsToChars": "[a, b] = convertStringsToChars('x');"}
IDENTIFIER = re.compile(r"^[A-Za-z]\w*(:[\w-]+)+$")

# the options of issue 26: a call that uses each, and one with a bad value for it
OPTIONS = {
    "readtable TreatAsMissing": (
        "f = [tempname '.csv']; writelines([\"a,b\"; \"1,NA\"; \"2,3\"], f);\n"
        "T = readtable(f, 'TreatAsMissing', 'NA'); assert(isnan(T.b(1))); delete(f);",
        "f = [tempname '.csv']; writelines([\"a,b\"; \"1,NA\"], f);\n"
        "try, T = readtable(f, 'TreatAsMissing', struct('x', 1)); catch e, delete(f); rethrow(e); end"),
    "table Size VariableTypes": (
        "T = table('Size', [2 2], 'VariableTypes', {'double', 'string'}); assert(isequal(size(T), [2 2]));",
        "T = table('Size', [2 2], 'VariableTypes', {'double'});"),
    "figure PaperPosition": (
        "f = figure('PaperPosition', [0 0 4 3], 'Visible', 'off'); assert(isequal(f.PaperPosition, [0 0 4 3])); close(f);",
        "f = figure('PaperPosition', 'wide', 'Visible', 'off');"),
    "scatter MarkerEdgeAlpha": (
        "f = figure('Visible', 'off'); s = scatter(1:3, 1:3, 'MarkerEdgeAlpha', 0.5); assert(s.MarkerEdgeAlpha == 0.5); close(f);",
        "f = figure('Visible', 'off'); s = scatter(1:3, 1:3, 'MarkerEdgeAlpha', 'opaque-ish');"),
}


def _run(code: str) -> None:
    Session(stdout=io.StringIO(), stderr=io.StringIO()).run(code)


def _assert_matlab_error(code: str) -> None:
    with pytest.raises(MException) as ei:
        _run(code)
    ident = ei.value.identifier
    assert IDENTIFIER.match(ident or "") and not ident.endswith(":internal"), f"{ident}: {ei.value.message}"


@pytest.mark.parametrize("name", NAMES)
def test_in_the_catalog_with_examples(name: str) -> None:
    assert name in catalog(), f"{name} is not a builtin"
    assert catalog().get(name).examples, f"{name} has no example"


@pytest.mark.parametrize("name", NAMES)
def test_bad_input_is_a_matlab_error(name: str) -> None:
    _assert_matlab_error(BAD.get(name, f"s = struct('bad', 1);\n{name}(s)"))


@pytest.mark.parametrize("option", OPTIONS)
def test_option_accepted(option: str) -> None:
    _run(OPTIONS[option][0])


@pytest.mark.parametrize("option", OPTIONS)
def test_option_bad_value_is_a_matlab_error(option: str) -> None:
    _assert_matlab_error(OPTIONS[option][1])


# the wrong behaviours issue 26 lists, each with what MATLAB prints (pages cited by the
# conformance scripts named: tables/table_varnames_any_text, tables/readmatrix_delimiter,
# strlib/concat_nan_strings, strlib/arrayfun_uniform_any_class)
BEHAVIOURS = {
    "legend(handles, labels)": ("figure('Visible', 'off'); h1 = plot(1:3); hold on; h2 = plot(3:-1:1);\n"
                                "legend([h1 h2], {'up', 'down'}); l = legend; disp(strjoin(l.String, ','))",
                                "up,down\n"),
    "arrayfun 1x1 struct": ("s = arrayfun(@(x) struct('v', x), 5); disp(class(s)); disp(s.v)", "struct\n5\n"),
    "table 'lhs-outcomes'": ("T = table([1; 2], 'VariableNames', {'lhs-outcomes'}); disp(T.Properties.VariableNames{1})",
                             "lhs-outcomes\n"),
    "readmatrix Delimiter '  '": ("f = [tempname '.txt']; fid = fopen(f, 'w'); fprintf(fid, '1  2  3\\n4  5  6\\n');\n"
                                  "fclose(fid); M = readmatrix(f, 'Delimiter', '  '); delete(f); disp(size(M))",
                                  "2 3\n"),
    "[\"1\", nan]": ("x = [\"1\", nan]; disp(ismissing(x))", "0 1\n"),
}


@pytest.mark.parametrize("case", BEHAVIOURS)
def test_wrong_behaviour_now_right(case: str) -> None:
    code, want = BEHAVIOURS[case]
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    assert " ".join(out.getvalue().split()) + "\n" == " ".join(want.split()) + "\n"
