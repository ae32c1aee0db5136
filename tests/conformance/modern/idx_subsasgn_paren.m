d = IdxData([1 2 3 4], 'counts');
d(2) = 20;
d(end) = 40;
disp(d.Data)
d(6) = 6;
disp(d.Data)
d.Description = 'updated';
disp(d.Description)
r = d.scaled(2);
disp(r)
try
    c = d{1};
catch err
    disp(err.identifier)
end
