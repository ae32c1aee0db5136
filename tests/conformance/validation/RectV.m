classdef RectV
    properties
        W (1,1) double
        H (1,1) double
    end
    methods
        function obj = RectV(w, h)
            arguments
                w (1,1) double {mustBePositive}
                h (1,1) double {mustBePositive}
            end
            obj.W = w;
            obj.H = h;
        end
        function a = area(obj)
            a = obj.W * obj.H;
        end
        function r = scale(obj, opts)
            arguments
                obj
                opts.Factor (1,1) double {mustBePositive} = 1
            end
            r = RectV(obj.W * opts.Factor, obj.H * opts.Factor);
        end
    end
end
