% validateattributes: MATLAB's identifiers and messages
try
  validateattributes(-1, {'numeric'}, {'positive'});
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
try
  validateattributes([1 2], {'numeric'}, {'scalar'}, 'myfun', 'x', 2);
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
try
  validateattributes('a', {'double', 'single'}, {});
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
validateattributes([1 2 3], {'numeric'}, {'row', 'increasing', 'integer'});
disp('passed');
