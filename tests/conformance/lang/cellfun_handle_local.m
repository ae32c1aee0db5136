% handles to local functions passed to cellfun
c = {1, 2, 3};
r = cellfun(@cube, c)
function y = cube(x)
  y = x^3;
end
