classdef Dog < Animal
    properties
        tricks = {}
    end
    methods
        function d = Dog(name)
            d = d@Animal(name);
        end
        function s = sound(d)
            s = 'woof';
        end
        function d = learn(d, trick)
            d.tricks{end+1} = trick;
        end
    end
end
