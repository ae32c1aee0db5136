MATLAB documentation: https://www.mathworks.com/help/matlab/ref/find.html
Element text copied from the page's example, which shows the 11 columns on one (Live Editor) line; the Command Window, 80 columns wide when not a terminal, splits them as "Columns 1 through 8" (10 characters a column).
