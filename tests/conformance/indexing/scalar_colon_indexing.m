% scalar colon indexing
x = 1;
x(:)
x(:, :, 1)
x(1, 1, 1)
