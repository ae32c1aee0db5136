% error with an identifier-looking text and no format arguments
try
  error('Result: done');
catch e
  fprintf('[%s] [%s]\n', e.identifier, e.message);
end
try
  error('pkg:id', 'with id');
catch e
  fprintf('[%s] [%s]\n', e.identifier, e.message);
end
