% A(:) makes a column
A = [1 2; 3 4];
v = A(:)
w = A(:)'
