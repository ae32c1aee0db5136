fprintf('%g\n', applyTwice(@(t) t * 3, 2));

function y = applyTwice(f, x)
    arguments
        f function_handle
        x (1,1) double
    end
    y = f(f(x));
end
