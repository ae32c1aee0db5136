classdef Order < handle
    properties
        Id
        Amount
        State = OrderState.New
    end
    events
        StateChanged
    end
    methods
        function o = Order(id, amount)
            o.Id = id;
            o.Amount = amount;
        end
        function step(o)
            old = o.State;
            o.State = o.State.advance();
            if o.State ~= old
                notify(o, 'StateChanged');
            end
        end
        function cancel(o)
            if o.State.canCancel()
                o.State = OrderState.Cancelled;
                notify(o, 'StateChanged');
            end
        end
    end
end
