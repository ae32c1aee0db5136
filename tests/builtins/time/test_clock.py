"""tic/toc, clock, date, datestr, datenum of date text.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import pytest

from runmat_builtins import MException
from tests.builtins.support import vm_output


def test_time_builtins():
    assert vm_output("e = etime([2024 1 1 0 1 0], [2024 1 1 0 0 0])") == "e = 60\n"
    assert vm_output("n = datenum(2024, 1, 1)") == "n = 739252\n"
    assert vm_output("s = datestr(739252.5)") == "s = 01-Jan-2024 12:00:00\n"
    assert vm_output("disp(datestr([2024 3 5 14 7 9], 'yyyy-mm-dd HH:MM:SS'))") == "2024-03-05 14:07:09\n"
    out = vm_output("tic\ntoc")
    assert out.startswith("Elapsed time is ") and out.endswith(" seconds.\n")
    assert vm_output("id = tic; t = toc(id); disp(t >= 0 && t < 5)") == "1\n"
    with pytest.raises(MException) as ei:
        vm_output("toc")
    assert ei.value.identifier == "MATLAB:toc:callTicFirst"


def test_datenum_of_date_text():
    # Octave 7.3: datenum('2020-06-02') = 737944; weekday('2020-06-02') = 3, 'Tue'
    assert vm_output("n = datenum('2020-06-02')") == "n = 737944\n"
    assert vm_output("disp(datenum('02-Jun-2020 12:00:00') - 737944)") == "0.5000\n"
    assert vm_output("n = datenum('06/02/2020', 'mm/dd/yyyy')") == "n = 737944\n"
    with pytest.raises(MException) as ei:
        vm_output("datenum('not a date')")
    assert ei.value.identifier == "MATLAB:datenum:ConvertDateString"
