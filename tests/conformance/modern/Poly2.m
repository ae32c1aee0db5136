classdef Poly2
    properties
        Coef = 0
    end
    methods
        function p = Poly2(c)
            if nargin > 0
                p.Coef = c;
            end
        end
        function r = plus(a, b)
            a = Poly2.lift(a);
            b = Poly2.lift(b);
            n = max(numel(a.Coef), numel(b.Coef));
            r = Poly2([zeros(1, n - numel(a.Coef)) a.Coef] + [zeros(1, n - numel(b.Coef)) b.Coef]);
        end
        function r = minus(a, b)
            r = a + (-1) * b;
        end
        function r = mtimes(a, b)
            a = Poly2.lift(a);
            b = Poly2.lift(b);
            r = Poly2(conv(a.Coef, b.Coef));
        end
        function r = uminus(a)
            r = Poly2(-a.Coef);
        end
        function tf = eq(a, b)
            tf = isequal(a.Coef, b.Coef);
        end
        function tf = lt(a, b)
            tf = numel(a.Coef) < numel(b.Coef);
        end
        function disp(p)
            fprintf('    poly: %s\n', mat2str(p.Coef));
        end
        function y = polyval(p, x)
            y = polyval(p.Coef, x);
        end
    end
    methods (Static)
        function p = lift(x)
            if isa(x, 'Poly2')
                p = x;
            else
                p = Poly2(x);
            end
        end
    end
end
