function a = area(t)
    a = t.Base * t.Height / 2;
end
