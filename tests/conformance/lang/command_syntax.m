% command syntax for common commands
format long
x = 1/3
format short
x = 1/3
disp hello
