% a missing key is an error that try/catch sees with its identifier
d = dictionary([1 2], ["one" "two"]);
try
  x = d(3);
  disp('no error');
catch err
  disp(err.identifier);
end
fprintf('%d\n', isKey(d, 3));
