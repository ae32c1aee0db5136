MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.html: MATLAB errors on tables: wrong heights, unknown variable names, unknown groupsummary methods.
