% apply varargin handle
function_result = apply(@(a, b) a - b, 10, 3)
function r = apply(f, varargin)
  r = f(varargin{:});
end
