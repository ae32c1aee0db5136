MATLAB documentation: https://www.mathworks.com/help/releases/R2021a/matlab/matlab_prog/create-a-cell-array.html
Expected output copied from the page's example: an N-d cell array is shown page by page ("emptyCell(:,:,1) ="), each empty cell as {0×0 double}; the Live Editor's "3x4x2 cell array" summary line is not part of the Command Window display.
