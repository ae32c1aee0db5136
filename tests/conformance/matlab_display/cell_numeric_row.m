C = {'one', 'two', 'three'; 1, 2, 3};
numericCells = C(2,1:3)
