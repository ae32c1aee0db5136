"""summary(T): each variable's size and class with Min/Median/Max of numeric (and datetime)
variables and True/False counts of logical ones, in the layout of MATLAB's table summary
(https://www.mathworks.com/help/matlab/ref/table.summary.html, R2018a-R2024a form)."""

from __future__ import annotations


def test_summary_of_mixed_variables(run) -> None:
    got = run("Age = [38; 43; 38; 40; 49];\nSmoker = logical([1; 0; 1; 0; 1]);\nName = {'a'; 'b'; 'c'; 'd'; 'e'};\n"
              "BP = [124 93; 109 77; 125 83; 117 75; 122 80];\nsummary(table(Name, Age, Smoker, BP))")
    assert got == (
        "Variables:\n\n"
        "    Name: 5\u00d71 cell array of character vectors\n\n"
        "    Age: 5\u00d71 double\n\n        Values:\n\n"
        "            Min       38\n            Median    40\n            Max       49\n\n"
        "    Smoker: 5\u00d71 logical\n\n        Values:\n\n"
        "            True     3\n            False    2\n\n"
        "    BP: 5\u00d72 double\n\n        Values:\n\n"
        "                      Column 1    Column 2\n"
        "                      ________    ________\n\n"
        "            Min            109          75\n"
        "            Median         122          80\n"
        "            Max            125          93\n\n")


def test_missing_values_are_counted_and_dates_summarized(run) -> None:
    got = run("x = [1; NaN; 3];\nd = datetime(2024, 1, [5; 1; 3]);\nsummary(table(x, d))")
    assert got == (
        "Variables:\n\n    x: 3\u00d71 double\n\n        Values:\n\n"
        "            Min           1\n            Median        2\n            Max           3\n"
        "            NumMissing    1\n\n"
        "    d: 3\u00d71 datetime\n\n        Values:\n\n"
        "            Min       01-Jan-2024\n            Median    03-Jan-2024\n            Max       05-Jan-2024\n\n")
