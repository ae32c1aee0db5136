% a configured dictionary without entries
d = configureDictionary("char", "double");
fprintf('%d %d\n', isConfigured(d), numEntries(d));
[kt, vt] = types(d);
fprintf('%s %s\n', kt, vt);
d("k") = 7;
fprintf('%g\n', d("k"));
