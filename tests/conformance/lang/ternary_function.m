% ternary function
val = ternary(true, 'yes', 'no')
function r = ternary(c, a, b)
  if c, r = a; else, r = b; end
end
