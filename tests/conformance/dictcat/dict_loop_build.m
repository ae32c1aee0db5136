% build a dictionary of squares, then drop the odd keys
d = dictionary();
for k = 1:6
  d(k) = k^2;
end
for k = 1:2:6
  d(k) = [];
end
fprintf('%d\n', numEntries(d));
fprintf('%g ', keys(d)); fprintf('\n');
fprintf('%g ', values(d)); fprintf('\n');
