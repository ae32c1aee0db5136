MATLAB documentation: https://www.mathworks.com/help/matlab/ref/linspace.html
Element text copied from the page's example, which shows the 8 complex columns on one (Live Editor) line; the Command Window, 80 columns wide when not a terminal, splits them as "Columns 1 through 4" (https://www.mathworks.com/help/matlab/ref/format.html: the display wraps at the window width).
