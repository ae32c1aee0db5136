s = mbFinite([1 2 3 4]);
fprintf('%.4f\n', s);
values = [12.7, 45.4, 98.9, Inf, 53.1];
try
    s = mbFinite(values);
catch ME
    disp(ME.message)
end

function s = mbFinite(x)
    arguments
        x (1,:) double {mustBeFinite}
    end
    n = length(x);
    m = sum(x)/n;
    s = sqrt(sum((x-m).^2/n));
end
