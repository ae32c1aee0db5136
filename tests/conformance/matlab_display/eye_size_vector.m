sz = [3,1];
I = eye(sz)
