% raise a new error that wraps a caught one
try
  try
    error('inner:fail', 'disk full');
  catch e
    error('outer:fail', 'save failed: %s', e.message);
  end
catch e2
  disp(e2.identifier)
  disp(e2.message)
end
