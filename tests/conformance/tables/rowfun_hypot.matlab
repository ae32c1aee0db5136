MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.rowfun.html: rowfun(@hypot, A, 'OutputVariableNames', 'z') as documented.
