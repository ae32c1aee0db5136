fprintf('%g\n', combine(2, 3));
fprintf('%g\n', combine(2, 3, Factor=10));

function r = combine(a, b, opts)
    arguments
        a (1,1) double
    end
    arguments
        b (1,1) double {mustBeNonnegative}
    end
    arguments
        opts.Factor (1,1) double = 1
    end
    r = (a + b) * opts.Factor;
end
