% nested conditionals classifying points
pts = [1 1; -1 2; -3 -1; 2 -5; 0 3];
for k = 1:size(pts, 1)
  x = pts(k, 1);
  y = pts(k, 2);
  if x > 0
    if y > 0
      q = 'I';
    else
      q = 'IV';
    end
  elseif x < 0
    if y > 0
      q = 'II';
    else
      q = 'III';
    end
  else
    q = 'axis';
  end
  fprintf('(%d,%d) %s\n', x, y, q);
end
