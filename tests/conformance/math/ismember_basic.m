% membership tests
[tf, loc] = ismember([1 5 2], [2 3 1])
ismember('b', {'a', 'b'})
ismember({'x', 'a'}, {'a', 'b'})
