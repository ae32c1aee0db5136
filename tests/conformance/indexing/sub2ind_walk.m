% walking a grid with sub2ind / ind2sub
sz = [3 4];
G = reshape(1:prod(sz), sz);
path = [1 1; 2 2; 3 3; 3 4];
idx = sub2ind(sz, path(:, 1), path(:, 2));
disp(idx')
disp(G(idx)')
[r, c] = ind2sub(sz, [5 12]);
disp([r; c])
