MATLAB documentation: https://www.mathworks.com/help/matlab/ref/find.html
Expected output copied verbatim from the page (it shows the Command Window form for this empty result).
