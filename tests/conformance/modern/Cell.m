classdef Cell < handle
    properties
        Value = 0
    end
    methods
        function obj = Cell(v)
            if nargin > 0
                obj.Value = v;
            end
        end
        function bump(objs, d)
            for k = 1:numel(objs)
                objs(k).Value = objs(k).Value + d;
            end
        end
    end
end
