% recursive generation of permutations
p = perms_rec([1 2 3]);
disp(p)
size(p)
function P = perms_rec(v)
  if numel(v) <= 1
    P = v;
    return
  end
  P = [];
  for k = 1:numel(v)
    rest = v([1:k-1, k+1:end]);
    sub = perms_rec(rest);
    P = [P; repmat(v(k), size(sub, 1), 1), sub];
  end
end
