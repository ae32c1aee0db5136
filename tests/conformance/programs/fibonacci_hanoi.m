% recursion: fibonacci and towers of hanoi
f = zeros(1, 10);
for n = 1:10
  f(n) = fib(n);
end
f
moves = hanoi(3, 'A', 'C', 'B', 0);
fprintf('total moves: %d\n', moves);
function r = fib(n)
  if n <= 2
    r = 1;
  else
    r = fib(n - 1) + fib(n - 2);
  end
end
function count = hanoi(n, from, to, via, count)
  if n == 0
    return
  end
  count = hanoi(n - 1, from, via, to, count);
  fprintf('move disk %d from %s to %s\n', n, from, to);
  count = count + 1;
  count = hanoi(n - 1, via, to, from, count);
end
