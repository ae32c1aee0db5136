MATLAB documentation: https://www.mathworks.com/help/matlab/ref/sum.html
Expected output copied from the page's example (an N-d result is shown page by page, "S1(:,:,1) =", in both the Live Editor and the Command Window).
