I = eye(2,3)
