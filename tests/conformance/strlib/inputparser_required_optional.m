% inputParser: a required and an optional positional argument
r = area_of(4);
fprintf('%g %g\n', r.width, r.height);
r = area_of(4, 2.5);
fprintf('%g %g\n', r.width, r.height);
function r = area_of(varargin)
  p = inputParser;
  addRequired(p, 'width', @isnumeric);
  addOptional(p, 'height', 1, @isnumeric);
  parse(p, varargin{:});
  r = p.Results;
end
