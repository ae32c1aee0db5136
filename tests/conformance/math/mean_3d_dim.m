% mean along the third dimension
A = cat(3, [1 2; 3 4], [5 6; 7 8]);
mean(A, 3)
