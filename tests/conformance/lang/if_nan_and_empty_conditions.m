% conditions that are empty or NaN-free
if [], disp('x'), else, disp('empty'), end
if 'a' == 'a', disp('eq'), end
if [1 1] & [1 0], disp('all?'), else, disp('not all'), end
