% picking commands by prefix with strmatch
cmds = {'open', 'close', 'copy', 'cut', 'paste'};
keys = {'c', 'co', 'p', 'x'};
for k = 1:numel(keys)
  idx = strmatch(keys{k}, cmds);
  fprintf('%s: %d matches\n', keys{k}, numel(idx));
end
m = char('max', 'minimax', 'maximum');
disp(strmatch('max', m)')
disp(strmatch('max', m, 'exact'))
