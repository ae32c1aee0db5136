% a first-in first-out queue in a cell array
queue = {};
log = {};
ops = {'push a', 'push b', 'pop', 'push c', 'pop', 'pop', 'pop'};
for k = 1:numel(ops)
  parts = strsplit(ops{k}, ' ');
  if strcmp(parts{1}, 'push')
    queue{end+1} = parts{2};
    log{end+1} = sprintf('pushed %s (size %d)', parts{2}, numel(queue));
  elseif isempty(queue)
    log{end+1} = 'pop on empty queue';
  else
    item = queue{1};
    queue(1) = [];
    log{end+1} = sprintf('popped %s (size %d)', item, numel(queue));
  end
end
fprintf('%s\n', log{:});
