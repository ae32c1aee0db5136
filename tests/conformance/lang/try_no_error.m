% the catch block is skipped when nothing fails
x = 0;
try
  x = 1;
catch
  x = -1;
end
x
try
  error('a:b', 'fail');
catch
  disp('caught without a variable')
end
