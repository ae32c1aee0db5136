team = Cell(0);
members = [Cell(1) Cell(2)];
members(2).Value = members(1).Value + 10;
s.list = members;
s.list(1).Value = 5;
fprintf('%d %d\n', members(1).Value, members(2).Value);
c = {Item('p', 3), Item('q', 4)};
fprintf('%d\n', sum(cellfun(@(o) o.Price, c)));
fprintf('%d\n', team.Value);
