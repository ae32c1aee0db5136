% linspace endpoints and counts
linspace(0, 1, 5)
linspace(1, 10, 4)
numel(linspace(0, 1))
linspace(5, 1, 3)
