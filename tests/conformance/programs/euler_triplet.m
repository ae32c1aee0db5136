% Project Euler 9: Pythagorean triplet with a + b + c = 1000
found = false;
for a = 1:333
  for b = a+1:500
    c = 1000 - a - b;
    if a^2 + b^2 == c^2
      fprintf('%d %d %d -> %d\n', a, b, c, a * b * c);
      found = true;
      break
    end
  end
  if found
    break
  end
end
