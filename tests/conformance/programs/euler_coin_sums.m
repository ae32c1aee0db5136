% ways to make change, dynamic programming
coins = [1 2 5 10 20 50 100 200];
target = 200;
ways = zeros(1, target + 1);
ways(1) = 1;
for c = coins
  for v = c:target
    ways(v + 1) = ways(v + 1) + ways(v - c + 1);
  end
end
disp(ways(end))
disp(ways(1:11))
