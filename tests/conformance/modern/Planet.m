classdef Planet
    properties
        Mass
        Radius
    end
    methods
        function p = Planet(m, r)
            p.Mass = m;
            p.Radius = r;
        end
        function g = surfaceGravity(p)
            G = 6.67300E-11;
            g = G * p.Mass / p.Radius^2;
        end
    end
    enumeration
        Mercury (3.303e+23, 2.4397e6)
        Earth (5.976e+24, 6.37814e6)
        Jupiter (1.9e+27, 7.1492e7)
    end
end
