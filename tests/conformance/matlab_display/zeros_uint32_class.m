X = zeros(1,3,'uint32');
class(X)
