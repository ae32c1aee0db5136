MATLAB documentation: https://www.mathworks.com/help/matlab/ref/format.html
The page's style table: shortE shows pi as 3.1416e+00 (4 digits after the point); disp prints it in the 3-blank field MATLAB uses for e-notation.
