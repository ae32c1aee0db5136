% Caesar cipher encode and decode
msg = 'Hello, World!';
shift = 3;
enc = msg;
for k = 1:numel(msg)
  c = msg(k);
  if c >= 'a' && c <= 'z'
    enc(k) = char(mod(c - 'a' + shift, 26) + 'a');
  elseif c >= 'A' && c <= 'Z'
    enc(k) = char(mod(c - 'A' + shift, 26) + 'A');
  end
end
enc
dec = enc;
lower_mask = enc >= 'a' & enc <= 'z';
dec(lower_mask) = char(mod(enc(lower_mask) - 'a' - shift, 26) + 'a');
upper_mask = enc >= 'A' & enc <= 'Z';
dec(upper_mask) = char(mod(enc(upper_mask) - 'A' - shift, 26) + 'A');
dec
isequal(dec, msg)
