C = {'one', 'two', 'three'; 1, 2, 3};
C(1,1:3) = {'first','second','third'}
