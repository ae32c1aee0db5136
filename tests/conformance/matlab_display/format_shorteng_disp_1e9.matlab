MATLAB documentation: https://www.mathworks.com/help/matlab/ref/format.html
Expected output copied verbatim from the page's example (disp prints the body only, the same in the Live Editor and the Command Window).
