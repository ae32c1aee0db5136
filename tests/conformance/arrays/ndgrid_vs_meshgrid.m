% ndgrid is the transpose of meshgrid for two inputs
[X1, Y1] = meshgrid(1:3, 1:2);
[X2, Y2] = ndgrid(1:3, 1:2);
isequal(X1, X2')
isequal(Y1, Y2')
