for k = 1:3
  obj(k) = P(k*10);
end
disp(class(obj))
