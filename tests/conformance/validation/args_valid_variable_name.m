checkName("data8");
disp('ok')
v = "8data";
try
    checkName(v);
catch ME
    disp(ME.message)
end

function checkName(var)
    arguments
        var string {mustBeValidVariableName}
    end
end
