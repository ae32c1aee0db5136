X = NaN(2,3,4);
size(X)
