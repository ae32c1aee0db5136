classdef ColorProp
    properties
        Prop1 {mustBeMember(Prop1, {'yellow', 'green', 'blue'})} = 'yellow'
    end
end
