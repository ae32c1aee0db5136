A = repmat(10,3,2)
