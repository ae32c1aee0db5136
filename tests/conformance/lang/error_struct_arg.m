% error called with a struct
try
  error(struct('message', 'from struct', 'identifier', 'x:y'));
catch me
  disp(me.identifier)
  disp(me.message)
end
