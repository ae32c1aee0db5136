% if / elseif / else chains over several values
for x = [-2 0 3 10]
  if x < 0
    disp('negative')
  elseif x == 0
    disp('zero')
  elseif x < 5
    disp('small')
  else
    disp('large')
  end
end
