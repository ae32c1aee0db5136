% anonymous functions with no arguments capture the workspace values
n = 4;
f = @() n * 2;
n = 10;
f()
g = @() disp('called');
g()
