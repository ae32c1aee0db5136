% syntax dot transpose
v = [1;2;3];
v.'
v'
