mask = 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXX1XXXX0X';
ones_mask = bin2dec(strrep(mask, 'X', '0'));
zero_mask = bin2dec(strrep(mask, 'X', '1'));
vals = [11 101 0];
for v = vals
  r = bitor(bitand(v, zero_mask), ones_mask);
  fprintf('%d\n', r);
end
total = uint64(0);
for v = vals
  total = total + uint64(bitor(bitand(v, zero_mask), ones_mask));
end
fprintf('%d\n', total);
