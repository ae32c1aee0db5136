f = [tempname() '.csv'];
fid = fopen(f, 'w');
fprintf(fid, 'Name,Age,Date,Score\nAnn,30,2024-01-05,1.5\nBob,,2024-02-01,2\nCy,41,2024-03-09,7\n');
fclose(fid);
opts = detectImportOptions(f);
disp(strjoin(opts.VariableNames, ','))
opts.SelectedVariableNames = {'Name', 'Score'};
opts = setvartype(opts, 'Name', 'string');
T = readtable(f, opts);
disp(strjoin(T.Properties.VariableNames, ','))
fprintf('%s %g\n', class(T.Name), sum(T.Score));
opts.MissingRule = 'omitrow';
opts.SelectedVariableNames = {'Name', 'Age'};
T = readtable(f, opts);
fprintf('%d\n', height(T));
delete(f);
