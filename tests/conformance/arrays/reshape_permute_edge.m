% reshape and permute edge cases
reshape(1:6, [3 2])
reshape(1:6, 1, [])
permute(1:3, [2 1])
permute(reshape(1:6, 1, 2, 3), [3 2 1])
size(squeeze(ones(1, 1, 1, 3)))
size(repmat([], 2, 2))
size(repmat(1:2, 0, 1))
