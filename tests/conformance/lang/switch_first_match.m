% only the first matching case runs
x = 3;
switch x
  case {1, 3}
    disp('first')
  case 3
    disp('second')
end
switch 'abc'
  case 'ABC'
    disp('case sensitive?')
  otherwise
    disp('no match')
end
