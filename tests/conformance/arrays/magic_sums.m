% magic squares have equal sums
M = magic(4)
sum(M)
sum(M, 2)'
sum(diag(M))
sum(diag(fliplr(M)))
