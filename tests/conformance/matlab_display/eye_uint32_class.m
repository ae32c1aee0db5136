I = eye(3,"uint32");
class(I)
