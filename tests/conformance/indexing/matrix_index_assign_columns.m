% swapping rows and columns by indexing
A = magic(4);
A([1 2], :) = A([2 1], :);
A
A(:, [1 end]) = A(:, [end 1])
