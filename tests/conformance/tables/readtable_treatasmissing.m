f = [tempname() '.csv'];
fid = fopen(f, 'w');
fprintf(fid, 'Site,Reading,Note\nA,1.5,ok\nB,NA,N/A\nC,-999,ok\n');
fclose(fid);
T = readtable(f, 'TreatAsMissing', {'NA', 'N/A', '-999'});
fprintf('%g ', T.Reading); fprintf('\n');
fprintf('%d\n', sum(isnan(T.Reading)));
delete(f);
