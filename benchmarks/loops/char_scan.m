% Text processed char by char, as people write it: a Caesar shift with a word and digit count
% and a number parsed from its digits, then a string built by appending one char at a time.
base = 'The quick brown fox jumps over the lazy dog 0123456789, again and AGAIN; ';
s = repmat(base, 1, 400);
out = s;
words = 0;
inword = false;
digits = 0;
total = 0;
for k = 1:numel(s)
  c = s(k);
  if c >= 'a' && c <= 'z'
    c = char(mod(c - 'a' + 3, 26) + 'a');
  elseif c >= 'A' && c <= 'Z'
    c = char(mod(c - 'A' + 3, 26) + 'A');
  end
  out(k) = c;
  if c == ' '
    inword = false;
  elseif ~inword
    inword = true;
    words = words + 1;
  end
  if c >= '0' && c <= '9'
    digits = digits + 1;
    total = mod(total * 10 + (c - '0'), 1000003);
  end
end
t = '';
for k = 1:3000
  c = out(k);
  if c ~= ' ' && c ~= ','
    t = [t c];
  end
end
fprintf('%d %d %d %s %s %d\n', words, digits, total, out(1:44), t(end-20:end), double(t(7)));
