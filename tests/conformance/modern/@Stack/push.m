function push(s, v)
    s.Items{end + 1} = v;
end
