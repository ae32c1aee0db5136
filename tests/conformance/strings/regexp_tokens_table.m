% extracting fields with tokens
log = 'id=7 t=12.5; id=12 t=3.25; id=3 t=100';
tok = regexp(log, 'id=(\d+) t=([\d.]+)', 'tokens');
for k = 1:numel(tok)
  fprintf('%3d %8.2f\n', str2double(tok{k}{1}), str2double(tok{k}{2}));
end
ids = regexp(log, '(?<=id=)\d+', 'match');
disp(strjoin(ids, ','))
