classdef FiniteProp
    properties
        Prop1 {mustBeFinite}
    end
end
