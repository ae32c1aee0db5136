r = tune(LineWidth=2);
fprintf('%g %s\n', r.LineWidth, r.Color);
r = tune('linewidth', 4, 'col', 'red');
fprintf('%g %s\n', r.LineWidth, r.Color);

function s = tune(opts)
    arguments
        opts.LineWidth (1,1) double = 1
        opts.Color char = 'blue'
    end
    s = opts;
end
