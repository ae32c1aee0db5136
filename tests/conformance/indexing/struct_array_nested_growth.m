% growing a nested struct array field by field
s = struct();
s.list(1).name = 'a';
s.list(2).name = 'b';
s.list(3).val = 3;
numel(s.list)
fieldnames(s.list)'
isempty(s.list(1).val)
