% numeric keys come back sorted
m = containers.Map('KeyType', 'double', 'ValueType', 'double');
m(10) = 1;
m(2) = 2;
m(7) = 3;
cell2mat(keys(m))
cell2mat(values(m))
