function a = area(w, h)
    a = w * h;
end
