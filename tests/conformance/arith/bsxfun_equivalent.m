% bsxfun gives the same results as implicit expansion
A = [1 2; 3 4];
bsxfun(@plus, A, [10 20])
bsxfun(@times, A, [1; -1])
isequal(bsxfun(@minus, A, [1 1]), A - [1 1])
