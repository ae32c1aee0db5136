v = maybe();
fprintf('%d %d %s\n', size(v, 1), size(v, 2), class(v));
v = maybe([4; 5]);
disp(mat2str(v))

function v = maybe(v)
    arguments
        v (1,:) {mustBeNumeric} = []
    end
end
