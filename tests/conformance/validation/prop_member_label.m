v = LabelProps;
disp(v.Label)
v.Label = "High";
disp(v.Label)
try
    v.Label = "Huge";
catch ME
    disp(ME.identifier)
end
disp(v.Label)
