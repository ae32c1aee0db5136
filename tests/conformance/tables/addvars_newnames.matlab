MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.addvars.html: addvars with 'NewVariableNames' names the added variables (any text); a height mismatch is an error.
