% nested structs and dynamic field names
cfg.solver.name = 'rk4';
cfg.solver.tol = 1e-6;
cfg.grid.n = 64;
keys = {'tol', 'name'};
for k = 1:numel(keys)
  v = cfg.solver.(keys{k});
  if ischar(v)
    fprintf('%s = %s\n', keys{k}, v);
  else
    fprintf('%s = %g\n', keys{k}, v);
  end
end
cfg.grid.n = cfg.grid.n * 2;
disp(cfg.grid.n)
disp(isfield(cfg, 'grid'))
disp(isfield(cfg.solver, {'tol', 'maxit'}))
cfg = rmfield(cfg, 'grid');
disp(fieldnames(cfg)')
