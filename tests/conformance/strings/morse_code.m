% Morse code encoder for a few letters
codes = containers.Map({'S', 'O', 'E', 'T', 'A'}, {'...', '---', '.', '-', '.-'});
msg = 'SOS EAT';
out = {};
for c = msg
  if c == ' '
    out{end + 1} = '/';
  else
    out{end + 1} = codes(c);
  end
end
disp(strjoin(out, ' '))
