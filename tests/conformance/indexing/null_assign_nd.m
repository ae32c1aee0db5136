% null assignment on pages and with whole-dimension subscripts
c = reshape(1:8, 2, 2, 2);
c(:, :, 2) = [];
disp(c)
d = reshape(1:8, 2, 2, 2);
d(:, 1, :) = [];
disp(size(d))
disp(d(:)')
e = 1:6;
e([2 4]) = [];
disp(e)
