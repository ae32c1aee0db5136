% sscanf's extra outputs, textscan EndOfLine, functions() on handles
[a, count, msg, nxt] = sscanf('7 8 x', '%d');
disp(a'); disp(count); disp(isempty(msg)); disp(nxt)
[a, count, msg, nxt] = sscanf('10 20', '%d');
disp(count); disp(isempty(msg)); disp(nxt)
D = textscan('1,2,3;4,5,6', '%f %f %f', 'Delimiter', ',', 'EndOfLine', ';');
disp([D{:}])
k = 3;
fs = functions(@(x) x + k);
disp(fs.function); disp(fs.type); disp(fs.workspace{1}.k)
g = functions(@sin);
disp(g.function); disp(g.type)
disp(sscanf('10 0x1F 017 -5', '%i')')
disp(sscanf('ff 1A', '%x')')
disp(sscanf('17', '%o'))
disp(sscanf('1 2 3', '%d')')
