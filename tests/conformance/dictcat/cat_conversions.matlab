MATLAB documentation, categorical: cellstr, string and char return category names; double returns category numbers (undefined is NaN).
