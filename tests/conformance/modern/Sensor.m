classdef Sensor < handle
    properties (GetObservable, SetObservable)
        Reading = 0
    end
    properties
        Unit = 'C'
    end
end
