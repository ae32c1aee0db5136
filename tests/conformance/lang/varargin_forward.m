% forwarding varargin to another function
r = outer(1, 2, 3)
r = outer()
function r = outer(varargin)
  r = inner(varargin{:});
end
function r = inner(varargin)
  r = numel(varargin) * 10;
end
