% sum and prod of integers stay in the integer class and saturate (MATLAB default 'native' for integers)
x = int8([100 100 100]);
s = sum(x);
fprintf('%d %s\n', s, class(s));
p = prod(int8([10 10 10]));
fprintf('%d %s\n', p, class(p));
t = sum(int16([1 2 3]));
fprintf('%d %s\n', t, class(t));
m = mean(int8([1 2]));
fprintf('%g %s\n', m, class(m));
d = sum(uint8([200 100]), 'double');
fprintf('%d %s\n', d, class(d));
c = cumsum(int8([100 100]));
fprintf('%d %d %s\n', c, class(c));
