MATLAB documentation, https://www.mathworks.com/help/matlab/ref/head.html: head/tail give the first/last rows (8 by default), height/width the size of a table.
