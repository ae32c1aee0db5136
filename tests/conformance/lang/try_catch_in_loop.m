% errors in a loop body are caught per iteration
vals = {1, 'a', [1 2], 4};
for k = 1:numel(vals)
  try
    r = scalarsq(vals{k});
    fprintf('%d: %d\n', k, r);
  catch e
    fprintf('%d: %s\n', k, e.identifier);
  end
end
function r = scalarsq(x)
  if ~isnumeric(x)
    error('sq:type', 'not numeric');
  elseif ~isscalar(x)
    error('sq:size', 'not scalar');
  end
  r = x^2;
end
