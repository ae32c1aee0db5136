% ignoring outputs in the middle
[~, ~, c] = three()
[a, ~, ~] = three()
function [x, y, z] = three()
  x = 1;
  y = 2;
  z = 3;
end
