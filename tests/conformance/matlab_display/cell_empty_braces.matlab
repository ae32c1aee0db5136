MATLAB documentation: https://www.mathworks.com/help/releases/R2021a/matlab/matlab_prog/create-a-cell-array.html
Expected output copied verbatim from the page (Command Window form).
