% function handles that capture values display their text
k = 3;
f = @(x) x + k
g = @(a, b) a .* b
