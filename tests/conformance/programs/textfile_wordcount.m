% write a text file, read it back line by line, count words
f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, 'first line here\n');
fprintf(fid, 'second  line\n\n');
fprintf(fid, 'the third and last line\n');
fclose(fid);
fid = fopen(f, 'r');
n = 0; words = 0;
while true
  t = fgetl(fid);
  if ~ischar(t)
    break
  end
  n = n + 1;
  w = strsplit(strtrim(t));
  if ~isempty(strtrim(t))
    words = words + numel(w);
  end
  fprintf('%d: %s\n', n, t);
end
fclose(fid);
fprintf('%d lines, %d words\n', n, words);
delete(f);
