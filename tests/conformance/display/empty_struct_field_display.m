% struct with an empty cell and an empty string field
s.c = {};
s.t = '';
s
