x = Level.Medium;
fprintf('%s\n', class(x));
v = uint8(x);
fprintf('%d %s\n', v, class(v));
y = x + 1;
fprintf('%d %s\n', y, class(y));
fprintf('%d\n', double(Level.High) * 2);
fprintf('%d %d\n', Level.High > Level.Low, Level.Low >= Level.Medium);
