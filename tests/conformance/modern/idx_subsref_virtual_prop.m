t = Temp2;
disp(t.Celsius)
disp(t.Fahrenheit)
t.Celsius = 100;
disp(t.Fahrenheit)
try
    x = t.Kelvin;
catch err
    disp(err.identifier)
end
