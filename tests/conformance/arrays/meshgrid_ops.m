% evaluating a function on a grid
[X, Y] = meshgrid(0:2, 0:1);
Z = X.^2 + Y
size(Z)
