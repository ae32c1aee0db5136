% handles capturing a struct snapshot
cfg.scale = 2;
f = @(x) x * cfg.scale;
cfg.scale = 100;
f(5)
cfg.scale
