% StructExpand: a struct supplies name-value pairs
p = inputParser;
addParameter(p, 'tol', 1e-6);
addParameter(p, 'maxit', 100);
s.maxit = 7;
s.tol = 0.5;
parse(p, s);
fprintf('%g %g\n', p.Results.maxit, p.Results.tol);
parse(p, 'maxit', 3);
fprintf('%g %g\n', p.Results.maxit, p.Results.tol);
