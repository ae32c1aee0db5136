s = evalc('disp(42)');
fprintf('[%s]\n', strtrim(s));
t = evalc('x = 1 + 1');
disp(size(t)); disp(x)
u = evalc('fprintf(''a\nb\n'')');
disp(double(u))
v = evalc('y = 3;');
disp(isempty(v))
w = evalc('error(''boom'')', 'disp(''caught'')');
disp(w)
try
  evalc('error(''my:id'', ''bad'')');
catch e
  disp(e.identifier)
end
fprintf('after\n');
