% variable argument lists
disp(total())
disp(total(1, 2, 3))
[s, n] = total(4, 5);
fprintf('%d %d\n', s, n);
describe('a', 1, [1 2 3]);

function [s, n] = total(varargin)
  s = 0;
  for k = 1:nargin
    s = s + varargin{k};
  end
  n = nargin;
end

function describe(varargin)
  for k = 1:numel(varargin)
    fprintf('%d:%s ', k, class(varargin{k}));
  end
  fprintf('\n');
end
