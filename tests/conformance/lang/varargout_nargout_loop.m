% varargout nargout loop
[a, b] = multi(3)
function varargout = multi(n)
  for k = 1:max(nargout, 1)
    varargout{k} = n * k;
  end
end
