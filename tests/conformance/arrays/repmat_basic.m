% repmat tiles arrays
repmat([1 2], 2, 3)
repmat('ab', 1, 3)
repmat({1}, 2, 2)
size(repmat(5, [2 3 2]))
