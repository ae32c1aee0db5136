f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, 'x  y  z\n1  2  3\n4  5  6\n');
fclose(fid);
M = readmatrix(f, 'Delimiter', '  ');
fprintf('%g ', M'); fprintf('\n');
M = readmatrix(f, 'Delimiter', ' ', 'NumHeaderLines', 1);
fprintf('%d %d\n', size(M));
C = readcell(f, 'Delimiter', '  ');
disp(C{1, 3})
delete(f);
