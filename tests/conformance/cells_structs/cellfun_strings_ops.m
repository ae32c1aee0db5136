% common cellfun patterns over strings
names = {'Ann', 'Robert', 'Li'};
lens = cellfun(@numel, names)
long = names(lens > 2)
initials = cellfun(@(s) s(1), names)
