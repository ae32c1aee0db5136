% deleting a row of a 3-D array keeps its pages
h = reshape(1:24, 2, 3, 4);
h(1, :) = [];
disp(size(h))
disp(squeeze(h(1, 2, :))')
g = reshape(1:8, 2, 2, 2);
g(2, :, :) = [];
disp(size(g))
