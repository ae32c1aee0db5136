% switch with only otherwise, and empty case lists
x = 7;
switch x
  otherwise
    disp('only otherwise')
end
switch 'z'
  case {}
    disp('never')
  otherwise
    disp('fallthrough')
end
