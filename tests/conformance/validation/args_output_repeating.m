[p1, a1, b1, p2, a2, b2] = productTriples();
fprintf('%g %g %g\n', p1, a1, b1);
fprintf('%g %g %g\n', p2, a2, b2);

function out = productTriples()
    arguments (Output, Repeating)
        out (1,1) double
    end
    out = cell(1, nargout);
    for k = 1:3:nargout
        b = k;
        c = k + 1;
        out{k} = b * c;
        out{k+1} = b;
        out{k+2} = c;
    end
end
