% bubble sort with swap counting
v = [5 3 8 1 9 2 7];
n = numel(v);
swaps = 0;
for i = 1:n-1
  swapped = false;
  for j = 1:n-i
    if v(j) > v(j+1)
      tmp = v(j);
      v(j) = v(j+1);
      v(j+1) = tmp;
      swaps = swaps + 1;
      swapped = true;
    end
  end
  if ~swapped
    break
  end
end
v
swaps
isequal(v, sort([5 3 8 1 9 2 7]))
