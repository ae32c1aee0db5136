% a global shared by two functions
setg(5);
disp(getg())
setg(getg() * 2);
disp(getg())
function setg(v)
  global G
  G = v;
end
function v = getg()
  global G
  v = G;
end
