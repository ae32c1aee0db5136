k = zoo.Kind.Fish;
fprintf('%s %s\n', class(k), char(k));
[m, s] = enumeration('zoo.Kind'); fprintf('%d %s\n', numel(m), s{1});
f = Fishy('nemo');
fprintf('%s\n', f.describe());
fprintf('%d %d\n', isa(f, 'zoo.Base'), f.K == zoo.Kind.Fish);
b = zoo.Base('tweety'); fprintf('%s\n', describe(b));
switch f.K
  case {'Bird'}
    disp('bird');
  case {'Fish', 'Whale'}
    disp('swims');
end
