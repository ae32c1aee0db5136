k = KidProps;
k.Size = 3;
fprintf('%g %s\n', k.Size, class(k.Size));
try
    k.Size = -3;
catch ME
    disp(ME.identifier)
end
