% '%{' followed by text on its line is a line comment, not a block opener
x = 1; %{ not a block
disp(x)
  %{ also not a block
disp(2)
%{
disp('hidden')
%}
disp(3)
