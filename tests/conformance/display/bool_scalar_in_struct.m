% logical and char scalars in a struct
s.ok = true;
s.ch = 'z';
s.num = -3.5;
s
