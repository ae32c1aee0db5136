% deleting struct array elements with logical masks
s = struct('k', {1, 2, 3, 4});
s([s.k] > 2) = [];
[s.k]
numel(s)
