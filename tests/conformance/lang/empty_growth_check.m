% empty growth check
v = [];
if isempty(v), disp('empty'), end
v(end+1) = 1;
numel(v)
