% assigning into a third dimension
A = zeros(2, 2);
A(:, :, 3) = [1 2; 3 4];
size(A)
A(:, :, 3)
sum(A(:))
