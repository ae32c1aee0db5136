f = @(x) x.^3 + x.^2 + x + 1;
q = integral(f,0,1)
