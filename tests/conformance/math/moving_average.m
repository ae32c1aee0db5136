% moving average by convolution and by a loop
x = [1 3 5 7 9 11 13];
w = 3;
k = ones(1, w) / w;
y = conv(x, k, 'valid');
disp(y)
z = zeros(1, numel(x) - w + 1);
for i = 1:numel(z)
  z(i) = mean(x(i:i+w-1));
end
disp(max(abs(y - z)) < 1e-12)
disp(filter(k, 1, x))
