% char append range
s = 'abc';
s(end+1:end+3) = 'def'
