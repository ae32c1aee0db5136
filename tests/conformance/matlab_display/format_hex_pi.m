format hex
disp(pi)
format
