% divisions by zero inside hot loops produce Inf and NaN
r = zeros(1, 300);
for k = 1:300
  r(k) = (k - 150) / (k - 150);
end
sum(isnan(r))
q = 1;
for k = 1:300
  q = q / 0;
end
q
