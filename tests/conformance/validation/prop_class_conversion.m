p = TypedProps;
p.Data = int8([1 2 3]);
fprintf('%s %s\n', class(p.Data), mat2str(p.Data));
p.Name = 'abc';
fprintf('%s %s\n', class(p.Name), p.Name);
fprintf('%s %s\n', class(p.Count), class(TypedProps().Data));
