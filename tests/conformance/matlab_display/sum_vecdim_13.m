A = ones(4,3,2);
S3 = sum(A,[1 3])
