% removing missing entries of vectors
A = [1 3 NaN 6 NaN];
[R, TF] = rmmissing(A);
fprintf('%g ', R); fprintf('\n');
fprintf('%d', TF); fprintf('\n');
s = rmmissing(["a" missing "b"]);
fprintf('%s ', s); fprintf('\n');
c = rmmissing({'x'; ''; 'y'});
fprintf('%d %d\n', size(c));
