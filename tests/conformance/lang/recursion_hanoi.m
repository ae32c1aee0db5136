% towers of Hanoi, recursively
moves = hanoi(3, 1, 3, 2, zeros(0, 2));
fprintf('%d moves\n', size(moves, 1));
for k = 1:size(moves, 1)
  fprintf('%d->%d ', moves(k, 1), moves(k, 2));
end
fprintf('\n');

function m = hanoi(n, from, to, via, m)
  if n == 0
    return
  end
  m = hanoi(n - 1, from, via, to, m);
  m(end + 1, :) = [from to];
  m = hanoi(n - 1, via, to, from, m);
end
