% error with a format and several arguments
try
  error('calc:range', 'x=%g must lie in [%d, %d]', 2.5, 0, 1);
catch e
  disp(e.message)
end
try
  error('calc:plain', 'percent %% kept');
catch e
  disp(e.message)
end
