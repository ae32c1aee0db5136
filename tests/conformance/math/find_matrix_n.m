% find in a matrix with a count and direction
A = [0 3 0; 5 0 7; 0 0 9];
find(A)'
find(A, 2)'
find(A, 2, 'last')'
[r, c] = find(A > 4);
[r c]
