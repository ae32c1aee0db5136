% isa with numeric categories over many classes
vals = {1, single(1), int8(1), uint32(1), true, 'a'};
for k = 1:numel(vals)
  v = vals{k};
  fprintf('%-7s numeric=%d float=%d integer=%d\n', class(v), isa(v, 'numeric'), isa(v, 'float'), isa(v, 'integer'));
end
