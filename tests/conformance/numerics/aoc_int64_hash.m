h = int64(0);
for k = 1:300
  h = mod(h * 31 + int64(k), int64(2)^40);
end
fprintf('%d\n', h);
acc = int32(0);
for k = 1:200
  acc = acc + int32(bin2dec('1111111111111111111111'));
end
fprintf('%d\n', acc);
v = uint32(0);
for k = 1:100
  v = bitxor(v, bitshift(uint32(k), mod(k, 20)));
end
fprintf('%d\n', v);
