% fprintf to standard output with fid 1
fprintf(1, 'hello %d\n', 5);
fprintf(1, 'plain\n');
fprintf('%s\n', 'no fid');
