classdef Teller
    methods
        function r = peek(~, v)
            r = v.Balance;
        end
    end
end
