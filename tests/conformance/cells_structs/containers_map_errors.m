% reading a missing key is an error
m = containers.Map();
m('a') = 1;
try
  v = m('b');
catch e
  disp('missing key caught')
end
m.isKey('a')
