pynum = py.math.radians(90);
fprintf('%.4f %s\n', pynum, class(pynum));
b = py.bool(true);
fprintf('%s\n', class(py.operator.not_(false)));
L = py.list({1, 2, 3});
fprintf('%d\n', double(py.len(L)));
d = py.datetime.date(int32(2020),int32(3),int32(4));
disp(char(d))
x = double(py.list({1, 2, 3}))
s = string(py.list({'a', 'b'}))
c = cell(py.list({1, 'a'}));
fprintf('%s %s\n', class(c{1}), class(c{2}));
