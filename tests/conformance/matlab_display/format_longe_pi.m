format longE
disp(pi)
format
