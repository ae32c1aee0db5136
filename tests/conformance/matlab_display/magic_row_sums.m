M = magic(3);
sum(M,2)
