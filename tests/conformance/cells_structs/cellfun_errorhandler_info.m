% the error handler sees the identifier and index
c = {2, 'bad', 4};
r = cellfun(@strictsq, c, 'ErrorHandler', @handler)
function y = strictsq(x)
  if ~isnumeric(x)
    error('sq:notnum', 'not numeric');
  end
  y = x^2;
end
function y = handler(err, x)
  fprintf('%s at %d\n', err.identifier, err.index);
  y = NaN;
end
