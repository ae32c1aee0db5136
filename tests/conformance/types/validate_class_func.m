% a function that checks argument classes
report(5)
report(int8(5))
report('five')
report({5})
function report(x)
  if isfloat(x)
    k = 'float';
  elseif isinteger(x)
    k = 'integer';
  elseif ischar(x)
    k = 'char';
  else
    k = 'other';
  end
  fprintf('%s: %s\n', class(x), k);
end
