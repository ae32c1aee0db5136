% eval modifies workspace
x = 3;
eval('x = x + 1;');
disp(x)
evalin_free = 1;
