classdef Animal
    % Base class: speak() calls sound(), which subclasses override.
    properties
        name = 'animal'
        legs = 4
    end
    methods
        function a = Animal(name)
            if nargin > 0
                a.name = name;
            end
        end
        function s = sound(a)
            s = '...';
        end
        function s = speak(a)
            s = sprintf('%s says %s', a.name, sound(a));
        end
    end
end
