d = IdxData([10 20 30; 40 50 60], 'readings');
disp(d(2, 3))
disp(d(1, :))
disp(d(end, end))
disp(d(end))
x = d(:, 2);
fprintf('%d %d\n', size(x));
disp(d.Description)
disp(class(d))
