n = countCells({1, 'a', []});
fprintf('%d\n', n);
f = firstField(struct('a', 7));
fprintf('%g\n', f);
try
    countCells(5);
catch ME
    disp(ME.identifier)
end

function n = countCells(c)
    arguments
        c cell
    end
    n = numel(c);
end

function v = firstField(s)
    arguments
        s (1,1) struct
    end
    names = fieldnames(s);
    v = s.(names{1});
end
