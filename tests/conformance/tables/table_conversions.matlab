MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table2cell.html: table2cell, table2struct, struct2table, array2table, table2array round trips.
