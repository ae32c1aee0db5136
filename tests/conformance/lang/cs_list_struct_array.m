% struct array fields expand to cs-lists
s(1).v = 10;
s(2).v = 20;
s(3).v = 30;
all_v = [s.v]
c = {s.v}
total = sum([s.v])
