% struct array end plus one
s = struct('name', {});
s(end+1).name = 'a';
s(end+1).name = 'b';
{s.name}
