function v = pop(s)
    v = s.Items{end};
    s.Items(end) = [];
end
