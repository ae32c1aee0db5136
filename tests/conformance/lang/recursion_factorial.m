% recursive local function
for n = 0:6
  fprintf('%d! = %d\n', n, fact(n));
end
function r = fact(n)
  if n <= 1
    r = 1;
  else
    r = n * fact(n - 1);
  end
end
