% flattening nested cells recursively and summarizing the leaves
data = {1, {2, 'x', {3, {4, 'yz'}}}, [5 6], {}};
leaves = flatten(data);
fprintf('%d leaves\n', numel(leaves));
nums = leaves(cellfun(@isnumeric, leaves));
strs = leaves(cellfun(@ischar, leaves));
fprintf('numbers: %s\n', mat2str([nums{:}]));
fprintf('strings: %s\n', strjoin(strs, '|'));
fprintf('depth: %d\n', depth(data));
function out = flatten(c)
  out = {};
  for k = 1:numel(c)
    if iscell(c{k})
      out = [out, flatten(c{k})];
    else
      out{end+1} = c{k};
    end
  end
end
function d = depth(c)
  d = 1;
  for k = 1:numel(c)
    if iscell(c{k})
      d = max(d, 1 + depth(c{k}));
    end
  end
end
