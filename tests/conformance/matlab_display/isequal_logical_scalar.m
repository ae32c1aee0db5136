v = intmax('int8');
v1 = int8(198);
isequal(v,v1)
