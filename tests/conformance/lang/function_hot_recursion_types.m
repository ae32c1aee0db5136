% a recursive function returning different classes
for k = 1:60
  r = build(mod(k, 4));
end
class(build(0))
class(build(1))
class(build(2))
build(3)
function r = build(n)
  if n == 0
    r = 1;
  elseif n == 1
    r = 'one';
  elseif n == 2
    r = {n};
  else
    r = [build(0) build(0) + 1];
  end
end
