% N-D slice assignment and reading
a = reshape(1:8, 2, 2, 2);
b = zeros(1, 2, 2);
b(1, :, :) = a(1, :, :);
disp(squeeze(b))
c = zeros(3, 3);
c(1, :, :) = [1 2 3];
disp(c)
q = [];
q(1, 1:4, 2) = 1:4;
disp(size(q))
disp(q(:, :, 2))
