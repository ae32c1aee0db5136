% removing keys and iterating over values
m = containers.Map({'one', 'two', 'three'}, [1 2 3]);
remove(m, 'two');
m.Count
ks = keys(m)
vs = values(m);
sum([vs{:}])
