% cell2struct along dimension 2
c = {'ann', 30; 'bob', 25};
s = cell2struct(c, {'name', 'age'}, 2);
size(s)
s(2).name
[s.age]
