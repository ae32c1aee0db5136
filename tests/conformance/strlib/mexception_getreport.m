% getReport: the message of an exception that was never thrown; 'Error using' the raising function
me = MException('demo:id', 'Value %d is too large.', 12);
fprintf('%s\n', getReport(me));
fprintf('%s\n', getReport(me, 'basic'));
try
  check_value(-1);
catch e
  r = getReport(e, 'basic');
  fprintf('%d %d\n', startsWith(r, 'Error using'), endsWith(r, 'Value -1 is negative.'));
  fprintf('%s\n', e.message);
end
function check_value(v)
  if v < 0
    error('demo:negative', 'Value %d is negative.', v);
  end
end
