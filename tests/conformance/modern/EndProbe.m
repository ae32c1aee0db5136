classdef EndProbe
    properties
        Grid = reshape(1:12, 3, 4)
    end
    methods
        function ind = end(obj, k, n)
            fprintf('end(obj, %d, %d)\n', k, n);
            sz = size(obj.Grid);
            if k < n
                ind = sz(k);
            else
                ind = prod(sz(k:end));
            end
        end
        function out = subsref(obj, s)
            if strcmp(s(1).type, '()')
                out = obj.Grid(s(1).subs{:});
            else
                out = builtin('subsref', obj, s);
            end
        end
    end
end
