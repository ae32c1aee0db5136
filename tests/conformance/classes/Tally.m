classdef Tally < handle
    % A handle counter: every copy of the variable refers to the same object.
    properties
        n = 0
        history = []
    end
    methods
        function t = Tally(start)
            if nargin > 0
                t.n = start;
            end
        end
        function add(t, k)
            if nargin < 2
                k = 1;
            end
            t.n = t.n + k;
            t.history(end+1) = k;
        end
        function r = total(t)
            r = t.n;
        end
    end
end
