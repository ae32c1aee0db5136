X = zeros(4)
