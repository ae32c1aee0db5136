MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.renamevars.html: renamevars(T, vars, newNames) renames variables (R2020a).
