% varargout fills as many outputs as requested
[a, b, c] = spread([7 8 9])
[x, y] = spread([1 2 3])
function varargout = spread(v)
  for k = 1:nargout
    varargout{k} = v(k) * 2;
  end
end
