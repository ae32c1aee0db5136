% convertStringsToChars: string scalar -> char, string array -> cellstr
c = convertStringsToChars("Mercury");
fprintf('%s %s\n', class(c), c);
C = convertStringsToChars(["Venus", "Earth", "Mars"]);
fprintf('%s %d %d %s\n', class(C), size(C), C{2});
[x, y] = convertStringsToChars(5, "volts");
fprintf('%s %s\n', class(x), class(y));
