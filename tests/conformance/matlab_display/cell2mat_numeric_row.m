C = {'one', 'two', 'three'; 1, 2, 3};
numericVector = cell2mat(C(2,1:3))
