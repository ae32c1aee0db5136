% a command word followed by a spaced ';' or ',' takes no argument
x = 3;
x ,y = 4
x ;
format long ;
z = pi
format short ;
z
r = 1;
r : 3
