format shortE
disp(pi)
format
