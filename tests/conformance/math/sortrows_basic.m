% sorting rows
A = [3 1; 1 2; 3 0; 2 5];
sortrows(A)
sortrows(A, 2)
sortrows(A, -1)
[~, i] = sortrows(A);
i'
