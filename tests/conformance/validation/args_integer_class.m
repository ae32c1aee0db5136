r = clampByte(300);
fprintf('%s %d\n', class(r), r);
r = clampByte(2.6);
fprintf('%d\n', r);

function b = clampByte(b)
    arguments
        b (1,1) uint8
    end
end
