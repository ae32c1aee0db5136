% rethrow a caught error after adding context
try
  try
    error('inner:fail', 'disk full');
  catch e
    err = MException('outer:fail', 'save failed: %s', e.message);
    throw(err);
  end
catch e2
  disp(e2.identifier)
  disp(e2.message)
end
