% Dependent properties computed by get methods; set methods run on assignment.
t = Thermo(25);
fprintf('%.2f %.2f %.2f\n', t.kelvin, t.celsius, t.fahrenheit);
t.celsius = 100;
fprintf('%.2f %.2f\n', t.kelvin, t.fahrenheit);
t.kelvin = -5;
disp(t.kelvin)
disp(t.celsius)
t.label = 'lab';
disp(t.label)
u = t;
u.celsius = 0;
fprintf('%.2f %.2f\n', t.celsius, u.celsius);
