% products involving empty matrices
zeros(2, 0) * zeros(0, 3)
size(zeros(0, 2) * zeros(2, 3))
