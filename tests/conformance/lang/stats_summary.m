function varargout = stats_summary(v, varargin)
% a function file with a subfunction, optional arguments and a variable number of outputs
  if nargin < 1
    error('stats:noInput', 'stats_summary needs a vector');
  end
  scale = 1;
  if nargin > 1
    scale = varargin{1};
  end
  v = v(:)' * scale;
  outs = {mean(v), spread(v), numel(v)};
  for k = 1:max(nargout, 1)
    varargout{k} = outs{k};
  end
end

function s = spread(v)
  s = max(v) - min(v);
end
