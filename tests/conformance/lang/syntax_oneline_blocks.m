% syntax oneline blocks
if ~isempty([1]), disp('one-line if'), end
for k = 1:2, disp(k), end
