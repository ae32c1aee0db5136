% Caesar cipher
msg = 'The Quick Brown Fox Jumps Over The Lazy Dog.';
enc = caesar(msg, 11);
disp(enc)
disp(caesar(enc, -11))
disp(isequal(caesar(enc, 15), msg))

function out = caesar(s, k)
  out = s;
  up = s >= 'A' & s <= 'Z';
  lo = s >= 'a' & s <= 'z';
  out(up) = char(mod(s(up) - 'A' + k, 26) + 'A');
  out(lo) = char(mod(s(lo) - 'a' + k, 26) + 'a');
end
