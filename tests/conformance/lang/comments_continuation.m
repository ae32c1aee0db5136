% block comments and line continuation
x = 1 + ...
    2 + ...
    3
%{
y = 100
%}
z = [1, 2, ... comment after continuation
     3]
s = ['ab', ...
     'cd']
