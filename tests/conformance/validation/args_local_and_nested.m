fprintf('%g\n', outerAdd(2));

function r = outerAdd(a)
    arguments
        a (1,1) double
    end
    r = inner(a, 5);
    function s = inner(p, q)
        arguments
            p (1,1) double
            q (1,1) double {mustBePositive}
        end
        s = p + q;
    end
end
