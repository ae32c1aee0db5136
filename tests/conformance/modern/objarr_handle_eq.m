a = Cell(1);
b = Cell(1);
c = a;
fprintf('%d %d %d\n', a == b, a == c, a ~= b);
arr = [a b c];
fprintf('%d ', arr == a); fprintf('\n');
delete(b);
fprintf('%d ', isvalid(arr)); fprintf('\n');
fprintf('%d\n', isvalid(a));
