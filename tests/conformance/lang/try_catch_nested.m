% nested try blocks and rethrow
try
  try
    error('inner:id', 'inner failure');
  catch e1
    disp(['caught ' e1.identifier]);
    rethrow(e1);
  end
catch e2
  disp(['outer caught ' e2.identifier]);
end
disp('after')
