s = collect(1, B=2);
disp(strjoin(fieldnames(s)', ','))
s = collect(1);
fprintf('%d\n', numel(fieldnames(s)));

function nv = collect(x, nv)
    arguments
        x
        nv.A
        nv.B
    end
end
