r = offset(10);
fprintf('%g\n', r);
r = offset(10, Shift=1);
fprintf('%g\n', r);

function y = offset(x, opts)
    arguments
        x (1,1) double
        opts.Shift (1,1) double = x / 2
    end
    y = x + opts.Shift;
end
