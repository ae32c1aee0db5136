MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.html: T.Properties: VariableNames assignment, Description, RowNames selection, DimensionNames.
