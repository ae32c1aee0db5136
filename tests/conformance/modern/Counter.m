classdef Counter < handle
    properties
        Count = 0
    end
    events
        Incremented
        Reset
    end
    methods
        function increment(obj)
            obj.Count = obj.Count + 1;
            notify(obj, 'Incremented');
        end
        function reset(obj)
            obj.Count = 0;
            obj.notify('Reset', CountData(obj.Count));
        end
    end
end
