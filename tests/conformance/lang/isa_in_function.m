% dispatch on class inside a function
describe(3)
describe('text')
describe({1})
describe(int8(1))
describe(true)
function describe(x)
  if ischar(x)
    disp('char')
  elseif iscell(x)
    disp('cell')
  elseif islogical(x)
    disp('logical')
  elseif isinteger(x)
    disp('integer')
  elseif isnumeric(x)
    disp('numeric')
  end
end
