MATLAB documentation, fillmissing (https://www.mathworks.com/help/matlab/ref/fillmissing.html): fillmissing works on each column of a matrix, or along dim.
