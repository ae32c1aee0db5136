function s = fromCell(c)
    s = Stack();
    for k = 1:numel(c)
        s.push(c{k});
    end
end
