% KeepUnmatched: unknown names go to p.Unmatched instead of raising an error
p = inputParser;
p.KeepUnmatched = true;
addParameter(p, 'alpha', 1);
parse(p, 'beta', 2, 'alpha', 5, 'gamma', 'g');
fprintf('%g\n', p.Results.alpha);
f = fieldnames(p.Unmatched);
fprintf('%s ', f{:}); fprintf('\n');
fprintf('%g %s\n', p.Unmatched.beta, p.Unmatched.gamma);
