MATLAB documentation: https://www.mathworks.com/help/matlab/ref/char.html
Expected output copied verbatim from the page (Command Window form).
