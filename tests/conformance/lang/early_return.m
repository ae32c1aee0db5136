% return leaves a function early
disp(firstneg([3 4 -2 5 -7]))
disp(firstneg([1 2 3]))
function i = firstneg(v)
  i = 0;
  for k = 1:numel(v)
    if v(k) < 0
      i = k;
      return
    end
  end
end
