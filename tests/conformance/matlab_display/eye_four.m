I = eye(4)
