str = 'myfile';
str(2:end)
pstr = py.str(str);
pstr(2:end)
p = py.str(';');
['mypath' char(p) 'nextpath']
