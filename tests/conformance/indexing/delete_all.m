% deleting every element leaves an empty of the right shape
v = 1:3;
v(:) = [];
size(v)
A = magic(3);
A(:, :) = [];
size(A)
c = {1, 2};
c(:) = [];
size(c)
