% cellfun ErrorHandler receives the error struct
c = {1, 'x', 3};
r = cellfun(@(v) checked(v), c, 'ErrorHandler', @(err, v) -1)
function y = checked(v)
  if ischar(v)
    error('chk:char', 'char input');
  end
  y = v * 10;
end
