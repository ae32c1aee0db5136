% reshape, permute and squeeze
a = reshape(1:12, 2, 3, 2);
b = permute(a, [2 1 3]);
disp(size(b))
disp(b(:, :, 2))
c = squeeze(a(1, :, :));
disp(c)
d = reshape(a, [], 2);
disp(d')
disp(size(cat(3, [1 2], [3 4])))
