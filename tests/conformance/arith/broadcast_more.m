% implicit expansion on 3-D and mixed shapes
[1 2] .* [3; 4]
[1 2 3] - [1; 2]
ones(2, 3) + ones(1, 3)
size(ones(2, 1, 2) .* [1 2])
size(zeros(0, 3) + ones(1, 3))
