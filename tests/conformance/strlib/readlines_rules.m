% readlines options: EmptyLineRule skip, WhitespaceRule trim / trimleading
f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, '  Boston, Massachusetts\n\nAlbany, New York  \n\n  Columbus, Ohio');
fclose(fid);
a = readlines(f, "EmptyLineRule", "skip");
fprintf('[%s]\n', a);
b = readlines(f, "WhitespaceRule", "trimleading");
fprintf('%d\n', numel(b));
fprintf('[%s]\n', b(3));
c = readlines(f, 'WhitespaceRule', 'trim', 'EmptyLineRule', 'skip');
fprintf('[%s]\n', c);
delete(f);
