MATLAB documentation, https://www.mathworks.com/help/matlab/matlab_prog/add-and-delete-table-rows.html: Tables concatenate: [A B] side by side, [A; B] by variable names, [T; {values}] appends a row.
