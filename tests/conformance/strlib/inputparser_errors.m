% inputParser error identifiers and messages
p = inputParser;
addRequired(p, 'width', @isnumeric);
addParameter(p, 'units', 'cm');
try
  parse(p, 'wide');
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
try
  parse(p, 2, 'colour', 'red');
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
try
  parse(p, 2, 'units');
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
try
  parse(p);
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
