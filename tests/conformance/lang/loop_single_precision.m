% single precision accumulation in a hot loop stays single
s = single(0);
for k = 1:1000
  s = s + single(0.1);
end
class(s)
fprintf('%.4f\n', double(s));
d = 0;
for k = 1:1000
  d = d + 0.1;
end
fprintf('%.10f\n', d);
