% a class roster from CSV: quoted names with commas, per-student averages, written back out
f = [tempname() '.csv'];
fid = fopen(f, 'w');
fprintf(fid, 'Name,Quiz,Exam\n');
fprintf(fid, '"Lee, Ann",82,91\n');
fprintf(fid, '"Ortiz, Bo",75,68\n');
fprintf(fid, 'Kim,90,94\n');
fclose(fid);
T = readtable(f);
T.Mean = (T.Quiz + T.Exam) / 2;
fprintf('%d rows, %d variables\n', height(T), width(T));
for k = 1:height(T)
  fprintf('%-10s %5.1f\n', T.Name{k}, T.Mean(k));
end
passed = T(T.Mean >= 80, :);
fprintf('passed: %d\n', height(passed));
g = [tempname() '.csv'];
writetable(passed, g);
back = readtable(g);
for k = 1:height(back)
  fprintf('%s|%g|%g|%g\n', back.Name{k}, back.Quiz(k), back.Exam(k), back.Mean(k));
end
fprintf('%s\n', strjoin(back.Properties.VariableNames, ','));
delete(f); delete(g);
