S1 = struct('b',1,'B',2,'a',3,'A',4)
