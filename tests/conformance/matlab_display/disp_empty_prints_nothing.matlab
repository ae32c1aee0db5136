MATLAB documentation: https://www.mathworks.com/help/matlab/ref/disp.html
The page: "If a variable contains an empty array, disp returns without displaying anything."
