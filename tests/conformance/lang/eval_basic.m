% eval of statements and expressions
eval('a = 3;');
a
eval('b = a * 2')
eval('error(''x:y'', ''bad'')', 'disp(''fallback ran'')');
z = eval('a + 1')
