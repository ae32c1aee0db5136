% a statement may follow a case value on the same line, separated by blanks only
for x = [1 2 5]
  switch x
    case 1 disp('one')
    case {2, 3} disp('two or three'), disp(x)
    otherwise disp('other')
  end
end
s = 'b';
switch s case 'a' y = 1; case 'b' y = 2; end
disp(y)
