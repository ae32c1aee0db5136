% nargin and nargout inside a function
info()
info(1)
info(1, 2)
x = info(1, 2, 3);
disp(x)
[p, q] = info();
disp([p q])
function [a, b] = info(varargin)
  fprintf('nargin=%d nargout=%d\n', nargin, nargout);
  a = nargin;
  b = nargout;
end
