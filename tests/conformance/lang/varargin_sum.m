% varargin collects trailing arguments
total = addall(1, 2, 3, 4)
total = addall()
n = countargs('a', {}, [1 2])
function s = addall(varargin)
  s = 0;
  for k = 1:numel(varargin)
    s = s + varargin{k};
  end
end
function n = countargs(varargin)
  n = numel(varargin);
end
