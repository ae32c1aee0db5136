% looping over the characters of a char row
s = 'abc';
for ch = s
  fprintf('[%s:%d]', ch, double(ch));
end
fprintf('\n');
