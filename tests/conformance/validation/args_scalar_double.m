r = half(int8(8));
fprintf('%s %g\n', class(r), r);
try
    half([1 2]);
catch ME
    disp(ME.message)
end

function y = half(x)
    arguments
        x (1,1) double
    end
    y = x / 2;
end
