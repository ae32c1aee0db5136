% negative sizes are treated as zero
size(zeros(-1, 3))
size(ones(2, -5))
