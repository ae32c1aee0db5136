% a '~' followed by a blank inside [] or {} is logical not, not the ~ output placeholder
a = 0; b = 3;
v = [~ a, ~ b]
w = [1 ~ 2]
c = {~ a + 1, ~ ~ b}
[~, i] = max([4 9 2]);
disp(i)
