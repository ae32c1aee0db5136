% which operations return logical
islogical(isempty([]))
islogical(1 == 1)
islogical(any([1 2]))
islogical(strcmp('a', 'a'))
islogical(ismember(1, [1 2]))
islogical(xor(1, 0))
