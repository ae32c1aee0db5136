x = codes('abc');
fprintf('%s %s\n', class(x), mat2str(x));
y = codes(single(2.5));
fprintf('%s %g\n', class(y), y);

function out = codes(x)
    arguments
        x double
    end
    out = x;
end
