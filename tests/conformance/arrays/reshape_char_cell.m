% reshape works for char and cell arrays
reshape('abcdef', 2, 3)
c = reshape({1, 2, 3, 4}, 2, 2);
c{2, 1}
