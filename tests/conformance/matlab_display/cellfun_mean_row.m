C = {1:10, [2; 4; 6], []};
A = cellfun(@mean,C)
