MATLAB documentation: https://www.mathworks.com/help/releases/R2021a/matlab/ref/display.html
The page: display shows information about a value, such as the values, size, type, and variable name; called with the variable a it shows it as the unsuppressed a = 7 does (a =, blank line, 7).
