MATLAB documentation, fillmissing (https://www.mathworks.com/help/matlab/ref/fillmissing.html): string, cellstr and categorical data can be filled with 'constant', 'previous', 'next' or 'nearest'.
