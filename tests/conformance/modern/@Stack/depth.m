function n = depth(s)
    n = numel(s.Items);
end
