A = [1 4; 2 5; 3 6];
sz = size(A);
X = zeros(sz)
