% anonymous functions capture values when they are made
k = 3;
addk = @(x) x + k;
k = 10;
disp(addk(1))
fs = cell(1, 3);
for i = 1:3
  fs{i} = @(x) x * i;
end
disp(cellfun(@(f) f(2), fs))
compose = @(f, g) @(x) f(g(x));
h = compose(@(x) x + 1, @(x) x * 2);
disp(h(5))
