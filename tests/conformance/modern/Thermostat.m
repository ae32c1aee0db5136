classdef Thermostat < handle
    properties (SetObservable)
        Target = 20
    end
    properties
        Mode = 'auto'
    end
end
