MATLAB documentation: https://www.mathworks.com/help/releases/R2021a/matlab/ref/display.html
Expected output copied verbatim from the page's example (Command Window form).
