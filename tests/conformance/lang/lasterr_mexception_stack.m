% MException fields available in catch
try
  error('a:b:c', 'three part id');
catch e
  disp(e.identifier)
  disp(class(e.stack))
  disp(ischar(e.message))
end
