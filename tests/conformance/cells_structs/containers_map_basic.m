% containers.Map with char keys
m = containers.Map();
m('apple') = 3;
m('banana') = 5;
m.Count
m('apple')
isKey(m, 'banana')
isKey(m, 'cherry')
keys(m)
values(m)
