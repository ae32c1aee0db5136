% conversions between structs and cells
s = struct('name', 'bob', 'age', 42);
c = struct2cell(s)
t = cell2struct({'x'; 7}, {'label'; 'value'}, 1)
