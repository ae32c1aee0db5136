fprintf('%d\n', pkg_helper_sum(3));
try
    scale(1, 2);
catch err
    disp('scale is not imported here');
end
import shapes.util.scale
fprintf('%d\n', scale(2, 3));
