I = eye(3,"uint32")
