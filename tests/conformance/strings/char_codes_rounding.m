% char of numbers: codes rounded half away from zero, scalars and arrays alike
double(char([65.5 66.5 67.49; 97 98.5 99.5]))
double(char(66.5))
double(char(single(97.5)))
c = char(104.4)
w = char([72 105.5 33])
class(char(true))
d = char(int8([70 71]))
for k = 65.5:1:68.5
  fprintf('%s', char(k));
end
fprintf('\n');
