% shape predicates
isempty(zeros(0, 3))
isscalar(5)
isvector([1 2 3])
isvector(ones(2))
isrow(1:3)
iscolumn((1:3)')
ismatrix(ones(2, 2, 2))
