MATLAB documentation: https://www.mathworks.com/help/matlab/ref/num2cell.html
Expected output copied from the page's example (an N-d array is shown page by page, "A(:,:,1) =", in both the Live Editor and the Command Window).
