r = flag(true);
fprintf('%s %d\n', class(r), r);
r = flag(0);
fprintf('%s %d\n', class(r), r);

function f = flag(f)
    arguments
        f (1,1) logical
    end
end
