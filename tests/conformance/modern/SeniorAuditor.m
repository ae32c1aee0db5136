classdef SeniorAuditor < Auditor
    methods
        function r = balance(~, v)
            r = v.Balance;
        end
    end
end
