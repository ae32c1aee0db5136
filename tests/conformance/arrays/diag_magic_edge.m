% edge cases of diag and magic
d = diag([])
size(diag(zeros(1, 0)))
m2 = magic(2)
sum(magic(6))
