o = describe();
fprintf('%s %d %d\n', class(o.Names), size(o.Names, 1), size(o.Names, 2));
fprintf('%s %d\n', class(o.Values), isempty(o.Values));
o = describe(Names=["a", "b"]);
fprintf('%d\n', numel(o.Names));

function opts = describe(opts)
    arguments
        opts.Names string = string.empty
        opts.Values double = double.empty(0, 1)
    end
end
