classdef CountData < event.EventData
    properties
        Value
    end
    methods
        function d = CountData(v)
            d.Value = v;
        end
    end
end
