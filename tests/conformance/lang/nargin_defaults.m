% nargin-based defaults
scaled(5)
scaled(5, 3)
function y = scaled(x, k)
  if nargin < 2
    k = 2;
  end
  y = x * k;
end
