c = countSets();
fprintf('%s %d\n', class(c), numel(c));
c = countSets(1, 2, 3);
fprintf('%d %g\n', numel(c), c{3});

function c = countSets(v)
    arguments (Repeating)
        v (1,1) double
    end
    c = v;
end
