% try/catch with user-defined identifiers and messages
try
  error('myPkg:myId', 'Value %d is too big', 42);
catch e
  disp(e.identifier)
  disp(e.message)
end
try
  error('simple message');
catch e
  disp(isempty(e.identifier))
  disp(e.message)
end
