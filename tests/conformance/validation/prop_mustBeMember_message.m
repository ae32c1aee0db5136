obj = ColorProp;
disp(obj.Prop1)
try
    obj.Prop1 = 'red';
catch ME
    disp(ME.message)
end
