classdef Bird < Animal
    methods
        function b = Bird(name)
            b = b@Animal(name);
            b.legs = 2;
        end
        function s = sound(b)
            s = 'tweet';
        end
        function s = speak(b)
            s = [speak@Animal(b) '!'];
        end
    end
end
