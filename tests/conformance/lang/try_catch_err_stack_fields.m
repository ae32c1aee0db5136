% error identifiers and messages are char rows
try
  error('A:b', 'msg %s', 'here');
catch err
  fprintf('%d %d\n', ischar(err.identifier), ischar(err.message));
end
