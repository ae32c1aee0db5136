MATLAB documentation: https://www.mathworks.com/help/releases/R2021a/matlab/ref/display.html
The page: MATLAB does not call display when the statement is terminated with a semicolon.
