% validatestring: no match and ambiguous match errors
opts = {'apple', 'apricot', 'banana'};
try
  validatestring('cherry', opts);
catch e
  fprintf('%s\n%s\n', e.identifier, e.message);
end
try
  validatestring('ap', opts);
catch e
  fprintf('%s\n', e.identifier);
end
s = validatestring("BAN", opts);
fprintf('%s %s\n', class(s), s);
