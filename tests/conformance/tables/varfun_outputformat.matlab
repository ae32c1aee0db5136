MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.varfun.html: 'OutputFormat', 'uniform' returns a numeric row; 'cell' a cell array.
