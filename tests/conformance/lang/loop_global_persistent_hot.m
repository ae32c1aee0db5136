% globals and persistents inside hot loops
global G
G = 0;
for k = 1:300
  bumpg();
end
G
for k = 1:299
  tick();
end
tick()
function bumpg()
  global G
  G = G + 1;
end
function n = tick()
  persistent c
  if isempty(c)
    c = 0;
  end
  c = c + 1;
  n = c;
end
