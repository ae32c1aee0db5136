MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.outerjoin.html: outerjoin keeps unmatched rows (missing values filled); 'MergeKeys', true merges the key variables.
