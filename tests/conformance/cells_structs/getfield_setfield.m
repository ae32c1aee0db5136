% getfield and setfield
s.x = 5;
getfield(s, 'x')
s = setfield(s, 'y', 10);
s
isstruct(s)
isstruct(5)
