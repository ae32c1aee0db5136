% fprintf recycling a two-field format over a matrix
data = [1 2 3; 10 20 30];
fprintf('x=%d y=%d\n', data);
fprintf('%d %d %d\n', data');
