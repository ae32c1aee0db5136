for k = 1:5
    v(k) = Item(sprintf('i%d', k), k * 10);
end
s = v(2:4);
fprintf('%d ', [s.Price]); fprintf('\n');
t = v([1 5]);
fprintf('%s %s\n', t(1).Name, t(2).Name);
fprintf('%s\n', v(end).Name);
u = v(logical([1 0 1 0 1]));
fprintf('%d ', [u.Price]); fprintf('\n');
