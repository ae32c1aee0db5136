% sorting vectors and matrices
sort([3 1 2])
sort([3 1 2], 'descend')
[s, i] = sort([30 10 20 10])
A = [3 1; 1 2; 2 0];
sort(A)
sort(A, 2)
