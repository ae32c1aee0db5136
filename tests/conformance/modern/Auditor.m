classdef Auditor
    methods
        function r = inspect(~, v)
            r = v.Balance + v.ledger();
        end
        function v = annotate(~, v, text)
            v.Note = text;
        end
    end
end
