MATLAB documentation, rmmissing (https://www.mathworks.com/help/matlab/ref/rmmissing.html): for a table, rows with missing values in any variable (or in DataVariables) are removed.
