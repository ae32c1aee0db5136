% Project Euler 4 (two-digit version): largest palindrome product
best = 0; pa = 0; pb = 0;
for a = 10:99
  for b = a:99
    p = a * b;
    s = num2str(p);
    if p > best && strcmp(s, fliplr(s))
      best = p; pa = a; pb = b;
    end
  end
end
fprintf('%d = %d x %d\n', best, pa, pb);
