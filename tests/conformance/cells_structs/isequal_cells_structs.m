% isequal on cells and structs
isequal({1, 'a'}, {1, 'a'})
isequal({1, 'a'}, {1, 'b'})
isequal(struct('a', 1), struct('a', 1))
isequal(struct('a', 1, 'b', 2), struct('b', 2, 'a', 1))
isequal([1 2], [1 2], [1 2])
