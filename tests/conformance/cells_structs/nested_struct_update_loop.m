% updating nested struct fields in a loop
cfg.layers(1).n = 4;
cfg.layers(2).n = 8;
cfg.layers(3).n = 2;
for k = 1:numel(cfg.layers)
  cfg.layers(k).n = cfg.layers(k).n * 2;
end
[cfg.layers.n]
