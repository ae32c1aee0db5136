% error with a colon in a lone message argument has no identifier
try
  error('Result: done');
catch e
  disp(isempty(e.identifier))
  disp(e.message)
end
try
  error('pkg:id', 'with id');
catch e
  fprintf('[%s] [%s]\n', e.identifier, e.message);
end
