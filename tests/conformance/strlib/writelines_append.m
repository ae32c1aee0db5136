% writelines writes each element and a newline; WriteMode append adds to the file
f = [tempname() '.txt'];
writelines(["first"; "second"], f);
writelines("third", f, WriteMode="append");
writelines({'fourth', 'fifth'}, f, 'WriteMode', 'append');
t = fileread(f);
fprintf('%s', t);
fprintf('%d\n', numel(readlines(f)));
delete(f);
