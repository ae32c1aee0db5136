% return from nested loops
r = outer(4)
function r = outer(n)
  r = 0;
  for i = 1:n
    for j = 1:n
      if i * j > 6
        return
      end
      r = r + 1;
    end
  end
end
