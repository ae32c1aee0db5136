% numbers written with fprintf, read back with fscanf
f = [tempname() '.dat'];
fid = fopen(f, 'w');
fprintf(fid, '%d %f\n', [1:5; (1:5).^2 / 4]);
fclose(fid);
fid = fopen(f);
A = fscanf(fid, '%d %f', [2 Inf]);
fclose(fid);
disp(A')
fprintf('sum of squares/4: %.2f\n', sum(A(2, :)));
delete(f);
