fprintf('%g\n', scaled(3));
fprintf('%g\n', scaled(3, 10));

function y = scaled(x, k)
    arguments
        x (1,1) double
        k (1,1) double = 2
    end
    y = x * k;
end
