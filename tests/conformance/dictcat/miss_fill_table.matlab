MATLAB documentation, fillmissing (https://www.mathworks.com/help/matlab/ref/fillmissing.html): for a table, each variable is filled (DataVariables selects some).
