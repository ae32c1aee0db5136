% reshaping empty arrays
size(reshape([], 0, 3))
size(reshape(zeros(0, 3), 3, 0))
