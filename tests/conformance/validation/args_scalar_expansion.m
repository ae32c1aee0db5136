v = three(7);
disp(mat2str(v))
m = block(0);
fprintf('%d %d %g\n', size(m, 1), size(m, 2), sum(m(:)));

function a = three(a)
    arguments
        a (1,3) double
    end
end

function b = block(b)
    arguments
        b (5,3)
    end
end
