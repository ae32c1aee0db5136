% UsingDefaults lists the arguments that kept their defaults
p = inputParser;
addOptional(p, 'n', 10);
addParameter(p, 'mode', 'fast');
addParameter(p, 'verbose', false);
parse(p, 3, 'verbose', true);
fprintf('%d\n', numel(p.UsingDefaults));
fprintf('%s\n', p.UsingDefaults{:});
fprintf('%g %s %d\n', p.Results.n, p.Results.mode, p.Results.verbose);
