% reading past the end raises an error
v = [1 2 3];
try
  x = v(5);
catch e
  disp('caught read past end')
end
try
  x = v(0);
catch e
  disp('caught zero index')
end
try
  x = v(1.5);
catch e
  disp('caught fractional index')
end
