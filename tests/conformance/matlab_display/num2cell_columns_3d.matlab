MATLAB documentation: https://www.mathworks.com/help/matlab/ref/num2cell.html
Expected output copied from the page's example; the Live Editor's "1×3×2 cell array" summary line is not part of the Command Window display, which shows the pages.
