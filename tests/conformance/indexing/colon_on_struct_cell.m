% colon indexing on structs and cells
s = struct('a', {1, 2});
t = s(:);
size(t)
c = {1, 2; 3, 4};
d = c(:)'
