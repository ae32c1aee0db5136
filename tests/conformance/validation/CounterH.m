classdef CounterH < handle
    properties
        Step (1,1) double {mustBePositive} = 1
        Count (1,1) double = 0
    end
    methods
        function bump(obj)
            obj.Count = obj.Count + obj.Step;
        end
    end
end
