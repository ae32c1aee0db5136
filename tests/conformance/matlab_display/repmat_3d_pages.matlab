MATLAB documentation: https://www.mathworks.com/help/matlab/ref/repmat.html
Expected output copied from the page's example (an N-d result is shown page by page, "B(:,:,1) =", in the Live Editor and the Command Window alike).
