% a loop variable that changes from scalar to matrix to char
x = 0;
for k = 1:300
  if k == 100
    x = [x x];
  elseif k == 200
    x = 'abc';
  elseif isnumeric(x)
    x = x + 1;
  end
end
x
class(x)
