% type prints a file's contents between blank lines
f = [tempname() '.txt'];
writelines(["line one"; "line two"], f);
type(f)
disp('after');
delete(f);
