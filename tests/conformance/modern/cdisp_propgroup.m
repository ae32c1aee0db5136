g = matlab.mixin.util.PropertyGroup({'A', 'B', 'C'}, 'Letters');
disp(g.Title)
disp(g.NumProperties)
disp(class(g))
h = matlab.mixin.util.PropertyGroup(["X", "Y"]);
disp(class(h.PropertyList))
disp(h.NumProperties)
disp(isempty(h.Title))
s.P = 1;
s.Q = 2;
k = matlab.mixin.util.PropertyGroup(s);
disp(k.NumProperties)
