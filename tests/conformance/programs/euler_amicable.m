% amicable pairs below 1500
for a = 2:1500
  b = divsum(a);
  if b > a && b <= 1500 && divsum(b) == a
    fprintf('%d %d\n', a, b);
  end
end

function s = divsum(n)
  s = 1;
  for d = 2:floor(sqrt(n))
    if mod(n, d) == 0
      s = s + d;
      if d ~= n / d
        s = s + n / d;
      end
    end
  end
end
