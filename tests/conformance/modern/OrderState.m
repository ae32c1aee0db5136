classdef OrderState
    enumeration
        New, Paid, Shipped, Delivered, Cancelled
    end
    methods
        function tf = canCancel(s)
            tf = ismember(s, [OrderState.New OrderState.Paid]);
        end
        function n = advance(s)
            switch s
                case OrderState.New
                    n = OrderState.Paid;
                case OrderState.Paid
                    n = OrderState.Shipped;
                case OrderState.Shipped
                    n = OrderState.Delivered;
                otherwise
                    n = s;
            end
        end
    end
    methods (Static)
        function s = parse(text)
            s = OrderState(text);
        end
    end
end
