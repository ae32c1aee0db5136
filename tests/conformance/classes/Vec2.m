classdef Vec2
    % A 2-D vector: value semantics and operator overloading.
    properties
        x = 0
        y = 0
    end
    methods
        function v = Vec2(x, y)
            if nargin == 2
                v.x = x;
                v.y = y;
            end
        end
        function r = plus(a, b)
            r = Vec2(a.x + b.x, a.y + b.y);
        end
        function r = minus(a, b)
            r = Vec2(a.x - b.x, a.y - b.y);
        end
        function r = uminus(a)
            r = Vec2(-a.x, -a.y);
        end
        function r = times(a, b)
            if isnumeric(a)
                r = Vec2(a * b.x, a * b.y);
            else
                r = Vec2(a.x * b, a.y * b);
            end
        end
        function r = mtimes(a, b)
            r = a.x * b.x + a.y * b.y;
        end
        function tf = eq(a, b)
            tf = a.x == b.x && a.y == b.y;
        end
        function tf = ne(a, b)
            tf = ~(a == b);
        end
        function tf = lt(a, b)
            tf = len(a) < len(b);
        end
        function n = len(v)
            n = sqrt(v.x^2 + v.y^2);
        end
        function v = scaled(v, k)
            v.x = v.x * k;
            v.y = v.y * k;
        end
        function s = str(v)
            s = sprintf('[%g %g]', v.x, v.y);
        end
    end
end
