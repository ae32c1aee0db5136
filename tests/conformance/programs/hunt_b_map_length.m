m = containers.Map({'a','b','c'}, {1,2,3});
disp(length(m)); disp(size(m)); disp(numel(m)); disp(isempty(m)); disp(size(m,1))
m2 = containers.Map();
disp(isempty(m2)); disp(length(m2))
