% eval with outputs and catch strings
eval('1 + 1')
v = eval('[1 2 3]')
eval('bad syntax here (', 'disp(''caught'')')
eval('q = 4;'); q
