% row and column ranges
A = reshape(1:20, 4, 5)
A(2:3, [1 5])
A(:, end)
A(end, :)
A([1 end], [1 end])
