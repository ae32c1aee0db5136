% cast between char, logical and numbers
cast('A', 'double')
cast(66, 'char')
cast([0 1 2], 'logical')
class(cast(1, 'uint32'))
