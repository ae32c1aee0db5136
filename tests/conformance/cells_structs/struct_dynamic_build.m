% building a struct from parallel cell arrays
keys = {'width', 'height', 'depth'};
vals = {3, 4, 5};
s = struct();
for k = 1:numel(keys)
  s.(keys{k}) = vals{k};
end
s
vol = s.width * s.height * s.depth
