% random arrays with a seed: shapes, ranges and reproducibility
rng(42);
a = rand(3, 2);
size(a)
all(a(:) >= 0 & a(:) < 1)
rng(42);
b = rand(3, 2);
isequal(a, b)
r = randi(10, 1, 100);
all(r >= 1 & r <= 10)
p = sort(randperm(6))
