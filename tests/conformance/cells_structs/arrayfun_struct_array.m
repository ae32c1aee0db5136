% arrayfun over a struct array
s = struct('w', {2, 3, 4}, 'h', {5, 6, 7});
areas = arrayfun(@(r) r.w * r.h, s)
names = arrayfun(@(r) sprintf('%dx%d', r.w, r.h), s, 'UniformOutput', false)
