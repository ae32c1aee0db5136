% a to-do list manager driven by commands
cmds = {'add buy milk', 'add call bob', 'done 1', 'add write report', 'list', 'done 5', 'list'};
items = {};
status = [];
for k = 1:numel(cmds)
  [verb, rest] = strtok(cmds{k});
  rest = strtrim(rest);
  switch verb
    case 'add'
      items{end+1} = rest;
      status(end+1) = 0;
    case 'done'
      idx = str2double(rest);
      if idx >= 1 && idx <= numel(items)
        status(idx) = 1;
      else
        fprintf('no item %d\n', idx);
      end
    case 'list'
      for i = 1:numel(items)
        marks = ' x';
        fprintf('[%c] %s\n', marks(status(i) + 1), items{i});
      end
  end
end
