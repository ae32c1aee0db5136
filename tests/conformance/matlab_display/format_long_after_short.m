x = 4/3;
format long
x
format
