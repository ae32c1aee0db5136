% recursively generating binary strings
s = binstrs(3);
disp(s)
function out = binstrs(n)
  if n == 0
    out = {''};
    return
  end
  sub = binstrs(n - 1);
  out = [cellfun(@(x) ['0' x], sub, 'UniformOutput', false), ...
         cellfun(@(x) ['1' x], sub, 'UniformOutput', false)];
end
