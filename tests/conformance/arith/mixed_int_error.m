% mixing different integer classes is an error
try
  x = int8(1) + int16(1);
catch e
  disp('mixed integer classes caught')
end
x = int8(1) + int8(2)
class(x)
