% sprintf does not accept cell arguments
try
  sprintf('%s', {'a'});
catch e
  disp('cell argument rejected')
end
