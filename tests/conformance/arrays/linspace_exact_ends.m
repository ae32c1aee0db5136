% linspace hits its endpoints exactly
v = linspace(0, 0.3, 4);
v(end) == 0.3
v(1) == 0
numel(linspace(1, 2, 1))
linspace(1, 2, 1)
