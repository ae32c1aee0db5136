r = asrow([1; 2; 3]);
fprintf('%d %d\n', size(r, 1), size(r, 2));
disp(mat2str(r))

function out = asrow(x)
    arguments
        x (1,:) double
    end
    out = x;
end
