X = zeros(1,3,'uint32')
