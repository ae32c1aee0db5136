s.XLim = [1 100];
s.Color = 'red';
s.Box = 'on';
c = namedargs2cell(s);
fprintf('%d %d\n', size(c, 1), size(c, 2));
fprintf('%s|', c{1:2:end});
fprintf('\n');
disp(mat2str(c{2}))
disp(c{4})
e = namedargs2cell(struct());
fprintf('%d %d\n', size(e, 1), size(e, 2));
