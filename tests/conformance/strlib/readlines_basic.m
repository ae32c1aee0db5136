% readlines: one string per line; a trailing newline gives a final empty line
f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, 'Oranges and lemons,\nPineapples and tea.\n');
fclose(fid);
lines = readlines(f);
fprintf('%s %d %d\n', class(lines), size(lines));
fprintf('[%s]\n', lines);
delete(f);
