classdef BankAccountV
    properties
        Balance (1,1) double {mustBeNonnegative} = 0
    end
    methods
        function obj = BankAccountV(amount)
            obj.Balance = amount;
        end
        function obj = withdraw(obj, amount)
            obj.Balance = obj.Balance - amount;
        end
    end
end
