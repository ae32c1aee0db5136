MATLAB documentation: https://www.mathworks.com/help/matlab/ref/num2cell.html
Expected output copied from the page's example (numbers padded inside their brackets to the column's width); the Live Editor's "4×1×2 cell array" summary line is not part of the Command Window display.
