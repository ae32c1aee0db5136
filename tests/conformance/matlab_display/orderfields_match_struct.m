S1 = struct('b',1,'B',2,'a',3,'A',4);
S2 = struct('a',0,'b',20,'B',10,'A',0);
S = orderfields(S1,S2)
