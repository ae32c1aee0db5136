% 1e5 calls to a local function, then recursive fib(20).
acc = 0;
for k = 1:100000
  acc = acc + step(k, acc);
end
disp(sprintf('%.6f', acc))
disp(fib(20))

function y = step(k, a)
  y = k / 3 - a * 1e-6;
end

function r = fib(n)
  if n < 2
    r = n;
  else
    r = fib(n - 1) + fib(n - 2);
  end
end
