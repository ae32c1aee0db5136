% function handles display
f = @sin
g = @(x) x + 1
