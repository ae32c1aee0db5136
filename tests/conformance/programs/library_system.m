% a small library system: checkouts, returns and overdue fines
books = struct('title', {'Dune', 'Emma', 'Ulysses', 'Beloved'}, 'out', {false, false, false, false}, 'due', {0, 0, 0, 0});
events = {'out', 'Dune', 1; 'out', 'Emma', 2; 'out', 'Dune', 3; 'in', 'Dune', 20; 'out', 'Beloved', 5; 'in', 'Emma', 10; 'in', 'Ulysses', 11};
fines = 0;
for k = 1:size(events, 1)
  [act, title, day] = events{k, :};
  idx = find(strcmp({books.title}, title));
  switch act
    case 'out'
      if books(idx).out
        fprintf('day %2d: %s already checked out\n', day, title);
      else
        books(idx).out = true;
        books(idx).due = day + 14;
        fprintf('day %2d: %s due on day %d\n', day, title, books(idx).due);
      end
    case 'in'
      if ~books(idx).out
        fprintf('day %2d: %s was not checked out\n', day, title);
      else
        late = max(0, day - books(idx).due);
        fines = fines + 0.25 * late;
        books(idx).out = false;
        fprintf('day %2d: %s returned, %d days late\n', day, title, late);
      end
  end
end
fprintf('still out: %s\n', strjoin({books([books.out]).title}, ', '));
fprintf('fines collected: %.2f\n', fines);
