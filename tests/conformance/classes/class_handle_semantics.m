% Handle objects: every copy refers to the same object.
t = Tally();
u = t;
u.add(5);
t.add();
add(u, 10);
disp(t.n)
disp(u.total())
disp(t.history)
tallies = {Tally(1), Tally(2)};
for k = 1:2
  tallies{k}.add(k * 10);
end
disp(tallies{1}.n + tallies{2}.n)
function bump(x)
  x.add(100);
end
