fprintf('%g\n', sample1674659(ones(2, 3)));
try
    sample1674659(ones(4, 3))
catch ME
    fprintf("This case threw the error: %s\n", ME.message)
end
try
    sample1674659(ones(2, 3, 4))
catch ME
    fprintf("This case threw the error: %s\n", ME.message)
end

function y = sample1674659(x)
    arguments
        x (:, :) {mustHaveTwoOrThreeRows(x)}
    end
    y = sum(x, 'all');
end

function mustHaveTwoOrThreeRows(x)
    s = size(x, 1);
    if ~(s == 2 || s == 3)
        error('X must have either two or three rows.');
    end
end
