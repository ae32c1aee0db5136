% cell() sizes and conversions
cell(0)
cell(2)
cell([1 3])
num2cell([1 2; 3 4], 1)
cell2mat({1 2; 3 4})
cell2mat({'a', 'b'; 'c', 'd'})
