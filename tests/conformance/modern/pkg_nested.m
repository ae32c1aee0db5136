fprintf('%d\n', shapes.util.scale(7, 3));
x = shapes.util.scale([1 2 3], 2);
fprintf('%d ', x); fprintf('\n');
