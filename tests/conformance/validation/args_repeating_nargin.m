plotLike(1, 2, 3, 4);
plotLike(1, 2, 3, 4, LineWidth=2);
plotLike();

function plotLike(x, y, opts)
    arguments (Repeating)
        x (1,:) double
        y (1,:) double
    end
    arguments
        opts.LineWidth (1,1) double = 0.5
    end
    fprintf('nargin %d sets %d width %g\n', nargin, numel(x), opts.LineWidth);
end
