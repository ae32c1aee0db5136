% parsing "name: value" lines of a config file
f = [tempname() '.cfg'];
fid = fopen(f, 'w');
fprintf(fid, '%% comment line\nalpha: 0.5\nname: demo run\nsteps: 200\n');
fclose(fid);
fid = fopen(f);
cfg = struct();
line = fgetl(fid);
while ischar(line)
  if ~isempty(line) && line(1) ~= '%'
    k = strfind(line, ':');
    key = strtrim(line(1:k(1)-1));
    val = strtrim(line(k(1)+1:end));
    cfg.(key) = val;
  end
  line = fgetl(fid);
end
fclose(fid);
disp(fieldnames(cfg)')
fprintf('%s | %g | %g\n', cfg.name, str2double(cfg.alpha) * 2, str2double(cfg.steps) + 1);
delete(f);
