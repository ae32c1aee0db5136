% mutually recursive functions
for n = 0:5
  fprintf('%d: even=%d odd=%d\n', n, iseven(n), isodd(n));
end
function r = iseven(n)
  if n == 0
    r = true;
  else
    r = isodd(n - 1);
  end
end
function r = isodd(n)
  if n == 0
    r = false;
  else
    r = iseven(n - 1);
  end
end
