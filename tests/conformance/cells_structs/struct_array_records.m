% a struct array of records: filter, sort, summarise
people = struct('name', {'Ann', 'Bob', 'Cid', 'Dee'}, 'age', {31, 25, 40, 25});
ages = [people.age];
disp(ages)
young = people(ages < 30);
fprintf('%s ', young.name); fprintf('\n');
[~, order] = sort(ages, 'descend');
for p = people(order)
  fprintf('%s(%d) ', p.name, p.age);
end
fprintf('\n');
fprintf('mean age %.2f\n', mean(ages));
