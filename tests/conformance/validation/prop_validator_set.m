obj = FiniteProp;
obj.Prop1 = 5;
fprintf('%g\n', obj.Prop1);
d = 0:9;
try
    obj.Prop1 = 1./d;
catch ME
    disp(ME.identifier)
    disp(ME.message)
end
