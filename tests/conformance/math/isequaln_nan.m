% isequal treats NaN as unequal, isequaln as equal
isequal([1 NaN], [1 NaN])
isequaln([1 NaN], [1 NaN])
isequal('abc', 'abc')
