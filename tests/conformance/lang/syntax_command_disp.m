% syntax command disp
disp hello
disp('with parens')
x = 3; x
