"""Cell array builtins: cell, cellstr, num2cell, cell2mat, cellfun, arrayfun, deal."""
