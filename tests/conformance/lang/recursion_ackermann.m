% small Ackermann values
fprintf('%d ', ack(0, 0), ack(1, 2), ack(2, 2), ack(2, 3));
fprintf('\n');
function r = ack(m, n)
  if m == 0
    r = n + 1;
  elseif n == 0
    r = ack(m - 1, 1);
  else
    r = ack(m - 1, ack(m, n - 1));
  end
end
