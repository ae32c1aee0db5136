g = Gauge;
addlistener(g, 'Scaled', 'PreGet', @(src, evt) fprintf('before %s\n', src.Name));
addlistener(g, 'Scaled', 'PostGet', @(src, evt) fprintf('after %s\n', src.Name));
v = g.Scaled;
fprintf('%d\n', v);
g.Raw = 2;
fprintf('%d\n', g.Scaled);
