% fscanf reads numbers back into a matrix
f = [tempname '.txt'];
fid = fopen(f, 'w');
fprintf(fid, '%d %d %d\n', magic(3)');
fclose(fid);
fid = fopen(f, 'r');
A = fscanf(fid, '%d', [3 Inf])'
fclose(fid);
delete(f);
isequal(A, magic(3))
