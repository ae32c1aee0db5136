% feval with names and extra arguments
feval('plus', 2, 3)
feval(@minus, 10, 4)
feval('sprintf', '%d-%d', 1, 2)
