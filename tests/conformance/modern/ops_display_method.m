p = Vec2(1, 2)
q = p .* 3;
q
display(p)
