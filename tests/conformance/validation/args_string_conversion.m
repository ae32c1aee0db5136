s = label('abc');
fprintf('%s %s %d\n', class(s), s, strlength(s));
t = label(42);
fprintf('%s %s\n', class(t), t);

function s = label(s)
    arguments
        s (1,1) string
    end
end
