r = sq(3);
fprintf('%s %g\n', class(r), r);

function out = sq(x)
    arguments (Input)
        x (1,1) double
    end
    arguments (Output)
        out (1,1) double {mustBeNonnegative}
    end
    out = x^2;
end
