% operating on struct arrays
people = struct('name', {'Ann', 'Bob', 'Cy'}, 'age', {31, 25, 40});
ages = [people.age]
[~, order] = sort(ages);
sorted_names = {people(order).name}
older = people([people.age] > 30);
numel(older)
older(end).name
