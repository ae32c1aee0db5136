MATLAB documentation: https://www.mathworks.com/help/matlab/matlab_prog/display-format-for-numeric-values.html
Expected output copied verbatim from the page's example (Command Window form).
