% nested struct fields created on assignment
cfg.solver.tol = 1e-6;
cfg.solver.maxit = 100;
cfg.name = 'run1';
disp(cfg.solver.maxit)
cfg.solver
isfield(cfg, 'solver')
isfield(cfg.solver, {'tol', 'x'})
