% inputParser name-value parameters: case-insensitive names, any order, defaults
r = opts_of(1, 'Color', 'red');
fprintf('%s %g\n', r.Color, r.Width);
r = opts_of(1, 'width', 3, 'COLOR', 'blue');
fprintf('%s %g\n', r.Color, r.Width);
r = opts_of(1);
fprintf('%s %g\n', r.Color, r.Width);
function r = opts_of(varargin)
  p = inputParser;
  addRequired(p, 'x');
  addParameter(p, 'Color', 'black', @ischar);
  addParameter(p, 'Width', 0.5, @isnumeric);
  parse(p, varargin{:});
  r = p.Results;
end
