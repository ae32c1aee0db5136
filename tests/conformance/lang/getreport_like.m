% the message of a caught error is a char row
try
  error('pkg:sub:id', 'line %d of %s', 7, 'file.m');
catch e
  m = e.message;
  fprintf('%s (%d chars)\n', m, numel(m));
  parts = strsplit(e.identifier, ':');
  disp(parts{end})
end
