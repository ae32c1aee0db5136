a = py.array.array('d', [1,2,3,4]);
double(a)
l = py.list({3.14, a});
try
  double(l)
catch e
  disp(e.message)
end
cell(l)
try
  double(py.list({3.0, 'MATLAB'}))
catch e
  disp(e.message)
end
