% a validation function may throw: its message follows "The value of 'x' is invalid."
p = inputParser;
p.FunctionName = 'scale_by';
addRequired(p, 'factor', @(x) validateattributes(x, {'numeric'}, {'positive'}));
try
  parse(p, -2);
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
parse(p, 4);
fprintf('%g\n', p.Results.factor);
