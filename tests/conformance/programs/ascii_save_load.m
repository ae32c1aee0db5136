% save -ascii in command form, load back
x = [1 2 3; 4 5 6];
f = 'runmat_ascii_test.txt';
save -ascii runmat_ascii_test.txt x
y = load(f);
disp(y)
disp(isequal(x, y))
delete(f);
