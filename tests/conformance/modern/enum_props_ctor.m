p = Planet.Earth;
fprintf('%s %s\n', class(p), char(p));
fprintf('%.4e\n', p.Mass);
fprintf('%.2f\n', p.surfaceGravity());
fprintf('%.2f\n', surfaceGravity(Planet.Jupiter));
fprintf('%.4e\n', Planet.Mercury.Radius);
[m, names] = enumeration('Planet');
for k = 1:numel(m)
    fprintf('%s %.1f\n', names{k}, m(k).surfaceGravity());
end
