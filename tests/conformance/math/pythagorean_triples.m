% primitive Pythagorean triples with hypotenuse below 60
t = [];
for m = 2:8
  for n = 1:m-1
    if mod(m - n, 2) == 1 && gcd(m, n) == 1
      a = m^2 - n^2; b = 2*m*n; c = m^2 + n^2;
      if c < 60
        t(end + 1, :) = sort([a b c]);
      end
    end
  end
end
t = sortrows(t, 3);
disp(t)
