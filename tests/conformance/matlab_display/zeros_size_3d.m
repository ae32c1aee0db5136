X = zeros(2,3,4);
size(X)
