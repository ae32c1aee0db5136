% indexing inside nested struct arrays
db.rec(1).vals = [1 2 3];
db.rec(2).vals = [4 5];
db.rec(2).vals(end+1) = 6;
db.rec(2).vals
numel(db.rec)
total = sum([db.rec.vals])
