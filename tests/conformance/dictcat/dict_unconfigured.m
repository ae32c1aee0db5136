% an empty dictionary takes its types from the first entry
d = dictionary;
fprintf('%d %d\n', isConfigured(d), numEntries(d));
try
  d(1);
catch err
  disp(err.identifier);
end
d(5) = "five";
[kt, vt] = types(d);
fprintf('%d %s %s\n', isConfigured(d), kt, vt);
