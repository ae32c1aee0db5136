% identity and logical operations
I = eye(3) == 1
~I
I & ~I
