% && and || short-circuit
x = [];
if isempty(x) || x(1) > 0
  disp('short-circuit or')
end
if ~isempty(x) && x(1) > 0
  disp('wrong')
else
  disp('short-circuit and')
end
t = true;
f = false;
r1 = t || f
r2 = f && t
