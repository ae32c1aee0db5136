MATLAB documentation: https://www.mathworks.com/help/matlab/ref/format.html
The page's style table: longE shows pi as 3.141592653589793e+00 (15 digits after the point); disp prints it in the 3-blank field MATLAB uses for e-notation.
