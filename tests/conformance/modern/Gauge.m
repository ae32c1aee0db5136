classdef Gauge < handle
    properties
        Raw = 10
    end
    properties (Dependent, GetObservable)
        Scaled
    end
    methods
        function v = get.Scaled(obj)
            fprintf('  get.Scaled runs\n');
            v = obj.Raw * 100;
        end
    end
end
