classdef Vault
    properties (Access = ?Auditor)
        Balance = 1000
    end
    properties (SetAccess = {?Auditor, ?Teller})
        Note = 'none'
    end
    methods (Access = ?Auditor)
        function r = ledger(obj)
            r = obj.Balance * 2;
        end
    end
end
