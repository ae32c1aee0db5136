a = LocationProps;
disp(mat2str(a.Location))
a.Location = 1;
disp(mat2str(a.Location))
a.Location = [1; 2; 3];
disp(mat2str(a.Location))
try
    a.Location = [1 2];
catch ME
    disp(ME.message)
end
