% syntax scalar growth
x = 10;
x(2) = 20;
x(end+1) = 30
