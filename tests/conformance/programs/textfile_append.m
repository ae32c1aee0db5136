% appending to a log file and reading it whole
f = [tempname() '.log'];
for k = 1:3
  fid = fopen(f, 'a');
  fprintf(fid, 'entry %d: value %d\n', k, k^2);
  fclose(fid);
end
txt = fileread(f);
lines = strsplit(strtrim(txt), sprintf('\n'));
fprintf('%d lines\n', numel(lines));
disp(lines{end})
v = cellfun(@(s) sscanf(s, 'entry %*d: value %d'), lines);
disp(v)
delete(f);
