% the documented idiom: normalize text arguments at the top of a function
r = describe('alpha', "beta", 3);
fprintf('%s\n', r);
function r = describe(varargin)
  [varargin{:}] = convertCharsToStrings(varargin{:});
  parts = strings(1, 0);
  for k = 1:numel(varargin)
    parts(end + 1) = class(varargin{k});
  end
  r = join(parts, ",");
end
