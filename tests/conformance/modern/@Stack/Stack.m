classdef Stack < handle
    properties
        Items = {}
    end
    methods
        push(s, v)
        v = pop(s)
    end
    methods (Static)
        s = fromCell(c)
    end
end
