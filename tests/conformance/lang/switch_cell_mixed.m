% switch with numeric cell cases and a char expression
x = 4;
switch x
  case {1, 2, 3}
    disp('low')
  case {4, 5, 6}
    disp('mid')
end
s = 'b';
switch s
  case {'a'}
    disp('is a')
  case {'b', 'c'}
    disp('is b or c')
end
