% errors raised in a called function propagate to the caller
try
  checkpos(5);
  disp('5 ok')
  checkpos(-1);
  disp('not reached')
catch e
  disp(e.identifier)
  disp(e.message)
end
function checkpos(x)
  if x < 0
    error('check:negative', 'negative input: %d', x);
  end
end
