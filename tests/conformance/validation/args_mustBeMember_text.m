disp(interp1d("cubic"))
try
    interp1d("spline");
catch ME
    disp(ME.identifier)
end

function m = interp1d(method)
    arguments
        method (1,1) string {mustBeMember(method, ["linear", "cubic"])}
    end
    m = "method " + method;
end
