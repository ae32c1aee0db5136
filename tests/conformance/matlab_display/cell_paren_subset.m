C = {'one', 'two', 'three'; 1, 2, 3};
upperLeft = C(1:2,1:2)
