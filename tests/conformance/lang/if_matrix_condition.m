% an if over a matrix is true only when all elements are nonzero
if [1 2 3]
  disp('all nonzero')
end
if [1 0 3]
  disp('wrong')
else
  disp('some zero')
end
if []
  disp('wrong')
else
  disp('empty is false')
end
