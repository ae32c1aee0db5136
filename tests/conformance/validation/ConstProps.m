classdef ConstProps
    properties (Constant)
        Rate (1,1) single = 5
        Row (1,3) double = 2
    end
end
