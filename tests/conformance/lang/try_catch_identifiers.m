% errors with identifiers, caught and reported
vals = {5, 'x', [], -1};
for k = 1:numel(vals)
  try
    r = checked_sqrt(vals{k});
    fprintf('ok %g\n', r);
  catch err
    fprintf('%s\n', err.identifier);
  end
end

function r = checked_sqrt(x)
  if ~isnumeric(x)
    error('demo:type', 'need a number');
  elseif isempty(x)
    error('demo:empty', 'need a value');
  elseif x < 0
    error('demo:negative', 'need x >= 0, got %d', x);
  end
  r = sqrt(x);
end
