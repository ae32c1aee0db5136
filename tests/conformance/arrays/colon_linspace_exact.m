% integer colon ranges (one arange), linspace end points, A(:) as a view under copy-on-write
a = -3:2:11; fprintf('%.17g ', a); fprintf('\n');
g = 10:-3:-10; fprintf('%.17g ', g); fprintf('\n');
e = linspace(-1, 1, 7); fprintf('%.17g %.17g %.17g\n', e(1), e(4), e(end));
n = 1e6; h = 1:n; fprintf('%d %d %.17g\n', numel(h), h(end), sum(h));
k = 0:0.25:1e5; fprintf('%d %.17g %.17g\n', numel(k), k(end), k(2));
A = reshape(1:12, 3, 4); v = A(:); A(1) = 100; fprintf('%g ', v(1:3), A(1)); fprintf('\n');
v(2) = -5; fprintf('%g ', v(1:3), A(2)); fprintf('\n');
