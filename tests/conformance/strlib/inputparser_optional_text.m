% a text that names a parameter ends the optional arguments
r = plotopts(5, 'LineWidth', 2);
fprintf('%g %g %s\n', r.LineWidth, r.n, r.style);
r = plotopts(5, 'dash');
fprintf('%g %g %s\n', r.LineWidth, r.n, r.style);
function r = plotopts(varargin)
  p = inputParser;
  addRequired(p, 'n');
  addOptional(p, 'style', 'solid', @(s) any(strcmp(s, {'solid', 'dash'})));
  addParameter(p, 'LineWidth', 1);
  parse(p, varargin{:});
  r = p.Results;
end
