classdef Vec2
    properties
        X = 0
        Y = 0
    end
    methods
        function v = Vec2(x, y)
            if nargin == 2
                v.X = x;
                v.Y = y;
            end
        end
        function r = times(a, b)
            if isa(a, 'Vec2') && isa(b, 'Vec2')
                r = Vec2(a.X * b.X, a.Y * b.Y);
            elseif isa(a, 'Vec2')
                r = Vec2(a.X * b, a.Y * b);
            else
                r = Vec2(a * b.X, a * b.Y);
            end
        end
        function r = rdivide(a, s)
            r = Vec2(a.X / s, a.Y / s);
        end
        function r = power(a, p)
            r = Vec2(a.X ^ p, a.Y ^ p);
        end
        function r = ctranspose(a)
            r = Vec2(a.Y, a.X);
        end
        function t = ne(a, b)
            t = a.X ~= b.X || a.Y ~= b.Y;
        end
        function s = char(v)
            s = sprintf('(%g, %g)', v.X, v.Y);
        end
        function display(v)
            fprintf('%s = %s\n', inputname(1), char(v));
        end
    end
end
