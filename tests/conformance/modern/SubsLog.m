classdef SubsLog
    properties
        Values = [5 6 7]
    end
    methods
        function out = subsref(obj, s)
            fprintf('subsref with %d level(s):', numel(s));
            for k = 1:numel(s)
                if strcmp(s(k).type, '.')
                    fprintf(' .%s', s(k).subs);
                else
                    fprintf(' %s with %d subscript(s)', s(k).type, numel(s(k).subs));
                end
            end
            fprintf('\n');
            out = builtin('subsref', obj, s);
        end
        function obj = subsasgn(obj, s, val)
            fprintf('subsasgn with %d level(s), first %s\n', numel(s), s(1).type);
            obj = builtin('subsasgn', obj, s, val);
        end
        function r = total(obj, w)
            r = sum(obj.Values) * w;
        end
    end
end
