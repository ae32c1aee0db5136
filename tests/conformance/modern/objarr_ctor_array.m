p = Pt([3 4 5]);
fprintf('%s %d %d\n', class(p), numel(p), p(3).X);
fprintf('%d ', [p.X]); fprintf('\n');
q = Pt(7);
fprintf('%d %d\n', numel(q), q.X);
z = Pt();
fprintf('%d %d\n', numel(z), z.X);
